import { NewSku } from '../../features/fulfillment/components/SkuForm.tsx';

/** `/mypage/fulfillment/skus/new`. */
export function Component() {
  return <NewSku />;
}
