import { Dashboard } from '../../features/fulfillment/components/Dashboard.tsx';

/** `/mypage/fulfillment`: the area's overview. */
export function Component() {
  return <Dashboard />;
}
