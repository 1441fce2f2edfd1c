import { ShipmentList } from '../../features/shipments/components/ShipmentList.tsx';

/** `/shipments`. */
export function Component() {
  return <ShipmentList />;
}
