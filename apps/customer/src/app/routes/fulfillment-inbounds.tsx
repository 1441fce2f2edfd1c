import { InboundList } from '../../features/fulfillment/components/InboundList.tsx';

/** `/mypage/fulfillment/inbound?status=&page=`: the team's inbounds. */
export function Component() {
  return <InboundList />;
}
