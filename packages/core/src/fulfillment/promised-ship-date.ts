import { addBusinessDays, isBusinessDay } from '../calendar/business-days.ts';
import { toSeoulDateString } from '../dates/seoul-date.ts';
import { SEOUL_UTC_OFFSET_MS } from '../dates/time-zone.ts';

// When an order will leave the warehouse (FULFILLMENT.md, "Time rules"): today (Seoul) when it
// arrives before the warehouse's cut-off on a business day (SPEC §9), else the next business day.

/** Every warehouse's cut-off unless staff set another: 13:00 Seoul. */
export const DEFAULT_CUT_OFF_TIME = '13:00';

const CUT_OFF_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isCutOffTime(value: unknown): value is string {
  return typeof value === 'string' && CUT_OFF_PATTERN.test(value);
}

/** Minutes after Seoul midnight of an instant. */
export function seoulMinuteOfDay(instant: Date): number {
  const shifted = new Date(instant.getTime() + SEOUL_UTC_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

function cutOffMinutes(cutOff: string): number {
  const match = CUT_OFF_PATTERN.exec(cutOff);
  if (!match) throw new RangeError(`not a cut-off time (HH:mm): ${cutOff}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** True when `now` is on a Seoul business day and before its cut-off (an order now ships today). */
export function isBeforeCutOff(
  now: Date,
  cutOff: string = DEFAULT_CUT_OFF_TIME,
  extraHolidays?: readonly string[],
): boolean {
  return isBusinessDay(now, extraHolidays) && seoulMinuteOfDay(now) < cutOffMinutes(cutOff);
}

/** The Seoul day (`YYYY-MM-DD`) an order created at `now` is promised to ship. */
export function promisedShipDate(
  now: Date,
  cutOff: string = DEFAULT_CUT_OFF_TIME,
  extraHolidays?: readonly string[],
): string {
  if (isBeforeCutOff(now, cutOff, extraHolidays)) return toSeoulDateString(now);
  return toSeoulDateString(addBusinessDays(now, 1, extraHolidays));
}

/** The instant of the cut-off on the Seoul day of `now` (for "today's orders vs cut-off"). */
export function cutOffInstant(now: Date, cutOff: string = DEFAULT_CUT_OFF_TIME): Date {
  const day = toSeoulDateString(now);
  return new Date(`${day}T${cutOff}:00+09:00`);
}
