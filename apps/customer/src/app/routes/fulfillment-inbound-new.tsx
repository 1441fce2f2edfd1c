import { NewInbound } from '../../features/fulfillment/components/NewInbound.tsx';

/** `/mypage/fulfillment/inbound/new`. */
export function Component() {
  return <NewInbound />;
}
