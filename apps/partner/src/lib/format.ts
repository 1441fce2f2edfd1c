import { formatDate, type Language, parseInstant, toSeoulDateString } from '@baro/core';

// What people read: every date and time in Seoul (SPEC §1, §9) through @baro/core's formatDate,
// the one format the server's e-mails and PDFs use too; money with its currency code.

/** `2026년 3월 2일 14:05` / `Mar 2, 2026 14:05` (Seoul); '' for nothing. */
export function formatDateTime(value: string | null | undefined, language: Language): string {
  return value ? formatDate(value, language, true) : '';
}

/** A calendar day (`YYYY-MM-DD`, a Seoul date) as `2026년 3월 2일` / `Mar 2, 2026`. */
export function formatDay(value: string | null | undefined, language: Language): string {
  return value ? formatDate(value, language) : '';
}

/** Today's Seoul date, `YYYY-MM-DD`. */
export function seoulToday(now: Date = new Date()): string {
  return toSeoulDateString(now);
}

const SEOUL_OFFSET = '+09:00';
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * An instant as the value of a `datetime-local` input in Seoul time (`2026-03-02T14:05`), whatever
 * the browser's zone. Korea keeps one offset all year (no daylight saving since 1988).
 */
export function toSeoulInputValue(value: string | null | undefined): string {
  const instant = value ? parseInstant(value) : null;
  if (!instant) return '';
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Seoul wall-clock time, as an ISO instant with its offset; null if blank or invalid. */
export function fromSeoulInputValue(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}${SEOUL_OFFSET}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

const localeOf = (language: Language) => (language === 'ko' ? 'ko-KR' : 'en-US');

/** `USD 1,234.50`, `KRW 1,234,500`: the code rather than a symbol, since ¥ and $ are ambiguous. */
export function formatMoney(
  amount: number,
  currency: string,
  language: Language,
  maxDigits?: number,
): string {
  try {
    const format = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      ...(maxDigits !== undefined ? { maximumFractionDigits: maxDigits } : {}),
    });
    return format.format(amount);
  } catch {
    return `${currency} ${formatNumber(amount, language)}`;
  }
}

/** A plain number with grouping, up to `maxDigits` decimals. */
export function formatNumber(value: number, language: Language, maxDigits = 4): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: maxDigits }).format(value);
}

/** What is left until `deadline`: whole days, hours and minutes, or closed once it has passed. */
export interface TimeLeft {
  readonly closed: boolean;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

export function timeLeft(deadline: string, now: Date): TimeLeft {
  const end = parseInstant(deadline);
  const ms = end ? end.getTime() - now.getTime() : 0;
  if (ms <= 0) return { closed: true, days: 0, hours: 0, minutes: 0 };
  const totalMinutes = Math.ceil(ms / 60_000);
  return {
    closed: false,
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}
