import { useParams } from 'react-router';
import { EditSku } from '../../features/fulfillment/components/SkuForm.tsx';

/** `/mypage/fulfillment/skus/:skuId/edit`. */
export function Component() {
  const { skuId = '' } = useParams();
  return <EditSku key={skuId} skuId={skuId} />;
}
