import { parseLanguage } from '../i18n/language.ts';
import { parseInstant } from './parse-instant.ts';
import { TIME_ZONE } from './time-zone.ts';

// Intl supplies the Seoul wall-clock fields (and the English month name); the strings are then
// assembled here, so the output does not shift with ICU's locale data from one runtime to another.
// `hourCycle: 'h23'` keeps midnight as 00 (some locales print 24:00) and avoids AM/PM.

type FieldFormatter = Intl.DateTimeFormat;
let numericFormatter: FieldFormatter | undefined;
let shortMonthFormatter: FieldFormatter | undefined;

function getFormatter(month: 'numeric' | 'short'): FieldFormatter {
  const options: Intl.DateTimeFormatOptions = {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month,
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  if (month === 'numeric') {
    numericFormatter ??= new Intl.DateTimeFormat('en-US', options);
    return numericFormatter;
  }
  shortMonthFormatter ??= new Intl.DateTimeFormat('en-US', options);
  return shortMonthFormatter;
}

function readParts(date: Date, month: 'numeric' | 'short'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of getFormatter(month).formatToParts(date)) fields[part.type] = part.value;
  return fields;
}

/**
 * Formats an instant for people, always in Asia/Seoul time whatever the machine's zone:
 *
 * - `ko`: `2026년 11월 21일`, with time `2026년 11월 21일 14:05`
 * - `en`: `Nov 21, 2026`, with time `Nov 21, 2026 14:05`
 *
 * Both languages use the 24-hour clock: schedules and cut-off times in logistics are read in 24-hour
 * time, and one clock avoids AM/PM mistakes when staff switch languages. Unknown languages fall back
 * to Korean. Accepts a Date, an ISO string or epoch ms; invalid or empty input gives `''`.
 */
export function formatDate(date: unknown, lang: unknown, withTime = false): string {
  const instant = parseInstant(date);
  if (!instant) return '';
  const language = parseLanguage(lang);
  const fields = readParts(instant, language === 'en' ? 'short' : 'numeric');
  const day =
    language === 'en'
      ? `${fields.month} ${fields.day}, ${fields.year}`
      : `${fields.year}년 ${fields.month}월 ${fields.day}일`;
  return withTime === true ? `${day} ${fields.hour}:${fields.minute}` : day;
}

/** An instant with its Seoul time, `2026년 11월 21일 14:05` / `Nov 21, 2026 14:05`; '' for nothing or invalid. */
export const formatDateTime = (value: unknown, lang: unknown): string => formatDate(value, lang, true);

/**
 * A calendar day (`YYYY-MM-DD`, a day in Seoul) as `2026년 11월 21일` / `Nov 21, 2026`; '' for
 * nothing or invalid. Also takes an instant, and gives its Seoul day.
 */
export const formatDay = (value: unknown, lang: unknown): string => formatDate(value, lang);
