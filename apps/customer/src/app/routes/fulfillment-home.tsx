import { Navigate } from 'react-router';
import { fulfillmentPaths } from '../../fulfillment-paths.ts';

/** `/mypage/fulfillment`: the area opens on its products until the overview (dashboard) is there. */
export function Component() {
  return <Navigate to={fulfillmentPaths.skus} replace />;
}
