import { ApplicationList } from '../../features/fulfillment-applications/components/ApplicationList.tsx';

export function Component() {
  return <ApplicationList />;
}
