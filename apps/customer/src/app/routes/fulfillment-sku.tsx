import { useParams } from 'react-router';
import { SkuDetail } from '../../features/fulfillment/components/SkuDetail.tsx';

/** `/mypage/fulfillment/skus/:skuId`: one SKU with its stock and movements. */
export function Component() {
  const { skuId = '' } = useParams();
  return <SkuDetail key={skuId} skuId={skuId} />;
}
