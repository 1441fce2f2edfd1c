import { HandoverList } from '../../features/handover/components/HandoverList.tsx';

export function Component() {
  return <HandoverList />;
}
