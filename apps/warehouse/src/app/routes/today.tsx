import { TodayPage } from '../../features/today/components/TodayPage.tsx';

export function Component() {
  return <TodayPage />;
}
