import { NewOrder } from '../../features/fulfillment/components/NewOrder.tsx';

/** `/mypage/fulfillment/orders/new`. */
export function Component() {
  return <NewOrder />;
}
