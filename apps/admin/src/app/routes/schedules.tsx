import { ScheduleAdmin } from '../../features/schedules/components/ScheduleAdmin.tsx';

export function Component() {
  return <ScheduleAdmin />;
}
