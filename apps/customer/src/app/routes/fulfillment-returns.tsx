import { ReturnList } from '../../features/fulfillment/components/ReturnList.tsx';

/** `/mypage/fulfillment/returns?status=&page=`: the team's returns. */
export function Component() {
  return <ReturnList />;
}
