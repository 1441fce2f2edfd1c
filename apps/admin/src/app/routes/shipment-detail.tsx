import { useParams } from 'react-router';
import { ShipmentDetail } from '../../features/shipments/components/ShipmentDetail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <ShipmentDetail key={id} id={id} />;
}
