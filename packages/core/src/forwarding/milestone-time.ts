import { parseInstant } from '../dates/parse-instant.ts';
import { parseLanguage } from '../i18n/language.ts';

// A milestone happens at a port abroad: the customer reads its time in Seoul time (formatDate) and
// also in the port's own time, written the same way as formatDate writes Seoul time, followed by
// the zone's offset from UTC so that the two are never confused.

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthNumber = (month: string) => {
  const short = SHORT_MONTHS.indexOf(month);
  return short >= 0 ? short + 1 : Number(month);
};

/** `UTC`, `UTC+8`, `UTC-7`, `UTC+5:30` for an offset in minutes. */
function utcOffsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string, month: 'numeric' | 'short'): Intl.DateTimeFormat | null {
  const key = `${timeZone}|${month}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month,
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return null; // not a time zone this runtime knows
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An instant as wall-clock time in `timeZone` (an IANA zone such as `Asia/Shanghai`), with its UTC
 * offset: `2026년 11월 21일 13:05 (UTC+8)` (ko), `Nov 21, 2026 13:05 (UTC+8)` (en). Invalid input or
 * an unknown zone gives `''`.
 */
export function formatMilestoneLocalTime(date: unknown, timeZone: string, lang: unknown): string {
  const instant = parseInstant(date);
  if (!instant) return '';
  const language = parseLanguage(lang);
  const formatter = formatterFor(timeZone, language === 'en' ? 'short' : 'numeric');
  if (!formatter) return '';
  const fields: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) fields[part.type] = part.value;
  // The offset is worked out from the wall-clock fields rather than asked of Intl, whose offset
  // names differ between runtimes (`GMT` or `GMT+0`).
  const wallClock = Date.UTC(
    Number(fields.year),
    monthNumber(fields.month ?? '') - 1,
    Number(fields.day),
    Number(fields.hour),
    Number(fields.minute),
  );
  const offset = Math.round((wallClock - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
  const day =
    language === 'en'
      ? `${fields.month} ${fields.day}, ${fields.year}`
      : `${fields.year}년 ${fields.month}월 ${fields.day}일`;
  return `${day} ${fields.hour}:${fields.minute} (${utcOffsetLabel(offset)})`;
}
