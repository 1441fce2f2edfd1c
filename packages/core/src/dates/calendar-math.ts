// Plain Gregorian arithmetic shared by the date parser and the Seoul calendar.

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** Formats calendar fields as `YYYY-MM-DD` (the key format of holiday lists). */
export function formatDateKey(year: number, month: number, day: number): string {
  const yearText = year < 0 ? `-${pad(-year, 6)}` : pad(year, 4);
  return `${yearText}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** True for Gregorian leap years. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a Gregorian year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Converts UTC calendar fields (month 1–12) to epoch milliseconds. Unlike Date.UTC, years 0–99
 * are taken literally instead of as 1900–1999. Out-of-range results are NaN.
 */
export function utcFieldsToEpochMs(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millisecond);
  return date.getTime();
}
