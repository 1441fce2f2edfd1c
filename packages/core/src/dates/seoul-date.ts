import { formatDateKey } from './calendar-math.ts';
import { parseInstant } from './parse-instant.ts';
import { SEOUL_UTC_OFFSET_MS } from './time-zone.ts';

/** The calendar fields of an instant as read on a wall clock in Seoul. */
export interface SeoulDateParts {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  /** 1–31 */
  readonly day: number;
  /** 0 = Sunday … 6 = Saturday */
  readonly weekday: number;
}

/** Reads the Seoul calendar date of a valid Date (shifting by +9 h and reading the UTC fields). */
export function getSeoulDateParts(date: Date): SeoulDateParts {
  const shifted = new Date(date.getTime() + SEOUL_UTC_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

/**
 * Parses a date input (see parseInstant) and reads its Seoul calendar date; null when the input
 * is invalid or so close to the end of the Date range that the Seoul date cannot be represented.
 */
export function parseSeoulDate(value: unknown): SeoulDateParts | null {
  const instant = parseInstant(value);
  if (!instant) return null;
  const parts = getSeoulDateParts(instant);
  return Number.isNaN(parts.year) ? null : parts;
}

/**
 * The Asia/Seoul calendar date of an instant as `YYYY-MM-DD`, whatever the machine's zone.
 * Accepts a Date, an ISO 8601 string (zoneless ones are Seoul wall-clock time) or epoch
 * milliseconds; anything invalid gives `''`.
 */
export function toSeoulDateString(date: unknown): string {
  const parts = parseSeoulDate(date);
  return parts ? formatDateKey(parts.year, parts.month, parts.day) : '';
}

/** Today's date in Seoul, `YYYY-MM-DD`: what "today" means for every cut-off, deadline and date field. */
export const seoulToday = (now: Date = new Date()): string => toSeoulDateString(now);
