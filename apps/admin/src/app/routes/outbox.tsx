import { OutboxList } from '../../features/outbox/components/OutboxList.tsx';

export function Component() {
  return <OutboxList />;
}
