import { OrderUpload } from '../../features/fulfillment/components/OrderUpload.tsx';

/** `/mypage/fulfillment/orders/upload`: orders from an Excel sheet. */
export function Component() {
  return <OrderUpload />;
}
