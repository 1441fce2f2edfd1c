import { addBusinessDays } from '../calendar/business-days.ts';
import { toSeoulDateString } from '../dates/seoul-date.ts';

/** Partners quote until the close of this many Seoul business days after the request day. */
export const BID_DEADLINE_BUSINESS_DAYS = 2;

/** The Seoul wall-clock time quoting closes on the deadline day (`HH:mm`). */
export const BID_DEADLINE_TIME = '18:00';

/**
 * When quoting on a bid requested at `requestedAt` closes: 18:00 Asia/Seoul of the second
 * business day after the request's Seoul date (weekends and holidays skipped, see
 * addBusinessDays). A request on Friday closes Tuesday 18:00; one made just before midnight
 * counts from that day, one just after from the next.
 *
 * @throws {RangeError} when `requestedAt` is not a valid date.
 */
export function bidDeadline(requestedAt: Date, extraHolidays?: readonly string[]): Date {
  const day = toSeoulDateString(addBusinessDays(requestedAt, BID_DEADLINE_BUSINESS_DAYS, extraHolidays));
  return new Date(`${day}T${BID_DEADLINE_TIME}:00+09:00`);
}
