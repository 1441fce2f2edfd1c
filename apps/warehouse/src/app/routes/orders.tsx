import { OrderList } from '../../features/orders/components/OrderList.tsx';

export function Component() {
  return <OrderList />;
}
