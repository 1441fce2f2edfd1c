import { OrderList } from '../../features/fulfillment/components/OrderList.tsx';

/** `/mypage/fulfillment/orders?status=&q=&page=`: the team's shipping orders. */
export function Component() {
  return <OrderList />;
}
