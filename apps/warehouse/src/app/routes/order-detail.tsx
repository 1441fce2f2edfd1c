import { useParams } from 'react-router';
import { OrderDetail } from '../../features/orders/components/OrderDetail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <OrderDetail key={id} id={id} />;
}
