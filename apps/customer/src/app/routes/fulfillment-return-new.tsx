import { NewReturn } from '../../features/fulfillment/components/NewReturn.tsx';

/** `/mypage/fulfillment/returns/new?orderId=`: a return of one shipped order. */
export function Component() {
  return <NewReturn />;
}
