import { useParams } from 'react-router';
import { WarehouseDetail } from '../../features/warehouses/components/WarehouseDetail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <WarehouseDetail key={id} id={id} />;
}
