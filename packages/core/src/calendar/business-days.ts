import { formatDateKey } from '../dates/calendar-math.ts';
import { parseInstant } from '../dates/parse-instant.ts';
import { getSeoulDateParts, parseSeoulDate, type SeoulDateParts } from '../dates/seoul-date.ts';
import { isBuiltInHolidayKey } from './holidays.ts';

// A "day" is the Asia/Seoul calendar date of an instant (SPEC §9: day boundaries at Korean
// midnight). Seoul has a fixed UTC+9 offset, so moving one day is adding exactly 24 hours and keeps
// the Seoul wall-clock time.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The largest |n| addBusinessDays accepts: about 380 years of business days, far beyond any
 * lead time, while keeping one call's work bounded.
 */
export const MAX_BUSINESS_DAY_OFFSET = 100_000;

/** Staff-added holidays, ignoring anything that is not a string (SPEC: `'YYYY-MM-DD'[]`). */
function toExtraSet(extraHolidays: unknown): ReadonlySet<string> {
  if (!Array.isArray(extraHolidays)) return new Set();
  return new Set(
    extraHolidays.filter((day): day is string => typeof day === 'string').map((day) => day.trim()),
  );
}

function isHolidayParts(parts: SeoulDateParts, extra: ReadonlySet<string>): boolean {
  const key = formatDateKey(parts.year, parts.month, parts.day);
  return isBuiltInHolidayKey(key) || extra.has(key);
}

function isBusinessDayParts(parts: SeoulDateParts, extra: ReadonlySet<string>): boolean {
  return parts.weekday !== 0 && parts.weekday !== 6 && !isHolidayParts(parts, extra);
}

/**
 * True when the Seoul calendar date of the instant is a holiday: a fixed holiday of any year,
 * an extra or substitute holiday, or one of `extraHolidays` (`'YYYY-MM-DD'` strings added by
 * staff, e.g. election days). Weekends are not holidays here. Invalid dates give false.
 */
export function isHoliday(date: unknown, extraHolidays?: readonly string[]): boolean {
  const parts = parseSeoulDate(date);
  return parts !== null && isHolidayParts(parts, toExtraSet(extraHolidays));
}

/**
 * True when the Seoul calendar date of the instant is a business day: not a Saturday or Sunday
 * in Seoul and not a holiday (see isHoliday). Invalid dates give false.
 */
export function isBusinessDay(date: unknown, extraHolidays?: readonly string[]): boolean {
  const parts = parseSeoulDate(date);
  return parts !== null && isBusinessDayParts(parts, toExtraSet(extraHolidays));
}

/**
 * The instant `n` business days after `date` (before it when `n` is negative), at the same Seoul
 * wall-clock time. Days are counted from the next (or previous) Seoul date, so one business day
 * after Friday 15:00 is Monday 15:00 and one after a Saturday is the Monday. `n = 0` returns the
 * same instant even on a holiday.
 *
 * @throws {RangeError} when `date` is not a valid date, or `n` is not a whole number within
 *   ±MAX_BUSINESS_DAY_OFFSET. Unlike the predicates, which answer "no" for bad input, a due date
 *   computed from garbage must not look like a real one.
 */
export function addBusinessDays(date: unknown, n: number, extraHolidays?: readonly string[]): Date {
  const start = parseInstant(date);
  if (start === null || parseSeoulDate(start) === null) {
    const shown = typeof date === 'string' ? JSON.stringify(date.slice(0, 40)) : typeof date;
    throw new RangeError(`addBusinessDays: not a valid date (${shown})`);
  }
  if (!Number.isSafeInteger(n) || Math.abs(n) > MAX_BUSINESS_DAY_OFFSET) {
    throw new RangeError(`addBusinessDays: n must be a whole number within ±${MAX_BUSINESS_DAY_OFFSET}`);
  }
  const extra = toExtraSet(extraHolidays);
  const step = n < 0 ? -DAY_MS : DAY_MS;
  let time = start.getTime();
  let remaining = Math.abs(n);
  while (remaining > 0) {
    time += step;
    const day = new Date(time);
    if (Number.isNaN(day.getTime()))
      throw new RangeError('addBusinessDays: result is outside the Date range');
    if (isBusinessDayParts(getSeoulDateParts(day), extra)) remaining -= 1;
  }
  return new Date(time);
}
