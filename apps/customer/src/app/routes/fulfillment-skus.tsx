import { SkuList } from '../../features/fulfillment/components/SkuList.tsx';

/** `/mypage/fulfillment/skus?q=&page=`: the team's SKUs. */
export function Component() {
  return <SkuList />;
}
