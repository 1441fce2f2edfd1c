import { useParams } from 'react-router';
import { EditKit } from '../../features/fulfillment/components/EditKit.tsx';

/** `/mypage/fulfillment/kits/:groupSkuId/edit`: a kit's name and components. */
export function Component() {
  const { groupSkuId = '' } = useParams();
  return <EditKit key={groupSkuId} groupSkuId={groupSkuId} />;
}
