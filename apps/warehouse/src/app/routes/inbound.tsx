import { InboundList } from '../../features/inbound/components/InboundList.tsx';

export function Component() {
  return <InboundList />;
}
