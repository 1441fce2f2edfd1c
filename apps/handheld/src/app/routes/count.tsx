import { CountPage } from '../../features/count/components/CountPage.tsx';

export function Component() {
  return <CountPage />;
}
