import { WaveList } from '../../features/waves/components/WaveList.tsx';

export function Component() {
  return <WaveList />;
}
