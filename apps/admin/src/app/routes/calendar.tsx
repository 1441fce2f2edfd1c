import { HolidayCalendar } from '../../features/calendar/components/HolidayCalendar.tsx';

export function Component() {
  return <HolidayCalendar />;
}
