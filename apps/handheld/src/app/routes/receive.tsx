import { ReceivePage } from '../../features/receive/components/ReceivePage.tsx';

export function Component() {
  return <ReceivePage />;
}
