import { WarehouseList } from '../../features/warehouses/components/WarehouseList.tsx';

export function Component() {
  return <WarehouseList />;
}
