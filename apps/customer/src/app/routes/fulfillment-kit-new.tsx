import { NewKit } from '../../features/fulfillment/components/NewKit.tsx';

/** `/mypage/fulfillment/kits/new`. */
export function Component() {
  return <NewKit />;
}
