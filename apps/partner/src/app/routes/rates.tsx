import { RateList } from '../../features/rates/components/RateList.tsx';

/** `/rates`. */
export function Component() {
  return <RateList />;
}
