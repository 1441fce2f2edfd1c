import { ShipmentList } from '../../features/shipments/components/ShipmentList.tsx';

export function Component() {
  return <ShipmentList />;
}
