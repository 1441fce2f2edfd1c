import { useParams } from 'react-router';
import { OrderDetail } from '../../features/fulfillment/components/OrderDetail.tsx';

/** `/mypage/fulfillment/orders/:id`: one shipping order with its timeline and parcels. */
export function Component() {
  const { id = '' } = useParams();
  return <OrderDetail key={id} id={id} />;
}
