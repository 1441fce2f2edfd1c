import { daysInMonth, utcFieldsToEpochMs } from './calendar-math.ts';
import { SEOUL_UTC_OFFSET_MS } from './time-zone.ts';

/** No date representation needs more; longer strings are refused before any parsing. */
const MAX_DATE_STRING_LENGTH = 100;

/**
 * ISO 8601 calendar date, optionally with a time (`T` or space), fraction and offset:
 * `2026-11-21`, `2026-11-21T14:05`, `2026-11-21T14:05:09.123Z`, `2026-11-21 14:05:09+09:00`.
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** Strings that start like an ISO date are judged by the ISO grammar alone (see below). */
const ISO_LIKE_START = /^\d{4}-/;
const HAS_FOUR_DIGIT_YEAR = /\d{4}/;

/** The largest distance from the epoch that a Date can hold (ECMAScript time value range). */
const MAX_TIME_VALUE = 8.64e15;

function offsetToMs(offset: string | undefined): number | null {
  if (offset === undefined) return SEOUL_UTC_OFFSET_MS;
  if (offset === 'Z' || offset === 'z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes) * 60_000;
}

function parseIsoString(text: string): number | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [, yearText, monthText, dayText, hourText, minuteText, secondText, fraction, offset] = match;
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  const hour = Number(hourText ?? 0);
  const minute = Number(minuteText ?? 0);
  const second = Number(secondText ?? 0);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const millisecond = fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0;
  const offsetMs = offsetToMs(offset);
  if (offsetMs === null) return null;
  return utcFieldsToEpochMs(year, month, day, hour, minute, second, millisecond) - offsetMs;
}

function parseDateString(value: string): number | null {
  const text = value.trim();
  if (text === '' || text.length > MAX_DATE_STRING_LENGTH) return null;
  if (ISO_LIKE_START.test(text)) return parseIsoString(text);
  // Other forms (RFC 2822, `Nov 21, 2026`) go to the engine's parser. V8 reads `'1'` as 2001 and
  // `'hello 5'` as a date, so a four-digit year is required before trusting it.
  if (!HAS_FOUR_DIGIT_YEAR.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
}

/**
 * Turns a Date, epoch milliseconds or a date string into a new valid Date, or null.
 *
 * - ISO 8601 strings are parsed strictly: `2026-02-30` or `T24:00` are invalid, not rolled over.
 *   A string without an offset is Seoul wall-clock time (a date alone is Seoul midnight), so the
 *   answer never depends on the machine's zone.
 * - Other strings go through `Date.parse` when they contain a four-digit year; a zoneless one of
 *   those is read in the machine's zone, so send ISO 8601 where it matters.
 * - Everything else (null, booleans, objects, NaN, out-of-range numbers) gives null.
 */
export function parseInstant(value: unknown): Date | null {
  let time: number | null = null;
  if (value instanceof Date) time = value.getTime();
  else if (typeof value === 'number') time = value;
  else if (typeof value === 'string') time = parseDateString(value);
  if (time === null || !Number.isFinite(time) || Math.abs(time) > MAX_TIME_VALUE) return null;
  return new Date(time);
}
