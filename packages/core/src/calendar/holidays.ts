import { formatDateKey } from '../dates/calendar-math.ts';

/**
 * Public holidays on the same date every year, as `MM-DD` (SPEC §9). SPEC applies them to "the
 * current and next year"; here they apply to every year, which includes those two and keeps
 * results for other years sensible.
 */
export const FIXED_HOLIDAYS = Object.freeze([
  '01-01', // 신정 New Year's Day
  '03-01', // 삼일절 Independence Movement Day
  '05-01', // 근로자의 날 Labour Day
  '05-05', // 어린이날 Children's Day
  '06-06', // 현충일 Memorial Day
  '08-15', // 광복절 Liberation Day
  '10-03', // 개천절 National Foundation Day
  '10-09', // 한글날 Hangul Day
  '12-25', // 성탄절 Christmas
] as const);

/** Lunar-calendar holidays (Seollal, Chuseok) and one-off days off, as `YYYY-MM-DD` (SPEC §9). */
export const EXTRA_HOLIDAYS = Object.freeze([
  '2025-01-28', // 설날 연휴 Seollal
  '2025-01-29',
  '2025-01-30',
  '2025-10-06', // 추석 연휴 Chuseok
  '2025-10-07',
  '2026-02-16', // 설날 연휴 Seollal
  '2026-02-17',
  '2026-02-18',
  '2026-09-24', // 추석 연휴 Chuseok
  '2026-09-25',
  '2026-09-26',
] as const);

/** Substitute holidays (대체공휴일), as `YYYY-MM-DD` (SPEC §9). */
export const SUBSTITUTE_HOLIDAYS = Object.freeze([
  '2025-03-03',
  '2025-05-06',
  '2025-10-08',
  '2026-03-02',
  '2026-05-25',
] as const);

const FIXED_SET: ReadonlySet<string> = new Set(FIXED_HOLIDAYS);
const DATED_SET: ReadonlySet<string> = new Set([...EXTRA_HOLIDAYS, ...SUBSTITUTE_HOLIDAYS]);

/** True when a `YYYY-MM-DD` key is one of the built-in holidays above. */
export function isBuiltInHolidayKey(dateKey: string): boolean {
  return DATED_SET.has(dateKey) || FIXED_SET.has(dateKey.slice(-5));
}

/**
 * The built-in holidays of a year (1–9999) as sorted, unique `YYYY-MM-DD` strings: the fixed
 * holidays of that year plus its extra and substitute holidays. Staff-added holidays are not
 * included (they are passed to the calendar functions). Any other year value gives `[]`.
 */
export function getHolidays(year: unknown): string[] {
  if (!Number.isInteger(year) || (year as number) < 1 || (year as number) > 9999) return [];
  const prefix = `${formatDateKey(year as number, 1, 1).slice(0, 4)}-`;
  const days = new Set<string>(FIXED_HOLIDAYS.map((monthDay) => prefix + monthDay));
  for (const day of DATED_SET) if (day.startsWith(prefix)) days.add(day);
  return [...days].sort();
}
