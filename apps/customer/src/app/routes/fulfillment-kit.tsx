import { useParams } from 'react-router';
import { KitDetail } from '../../features/fulfillment/components/KitDetail.tsx';

/** `/mypage/fulfillment/kits/:groupSkuId`: one kit with its components' stock. */
export function Component() {
  const { groupSkuId = '' } = useParams();
  return <KitDetail key={groupSkuId} groupSkuId={groupSkuId} />;
}
