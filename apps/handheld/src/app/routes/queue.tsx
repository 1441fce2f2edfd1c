import { QueuePage } from '../../features/queue/components/QueuePage.tsx';

export function Component() {
  return <QueuePage />;
}
