import { KitList } from '../../features/fulfillment/components/KitList.tsx';

/** `/mypage/fulfillment/kits?q=&page=`: the team's kits. */
export function Component() {
  return <KitList />;
}
