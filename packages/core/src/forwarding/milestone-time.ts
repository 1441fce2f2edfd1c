import { parseInstant } from '../dates/parse-instant.ts';
import { TIME_ZONE } from '../dates/time-zone.ts';
import { type Language, parseLanguage } from '../i18n/language.ts';

// A milestone happens at a port abroad: people read its time in Seoul time (formatDate) and also
// in the port's own time, followed by the zone's offset from UTC so the two are never confused.
// Two spellings of the port's time: the whole date (`formatMilestoneLocalTime`, for e-mails), and
// the short one the screens put in brackets after the Seoul time (`formatPortLocalTime`).

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `UTC`, `UTC+8`, `UTC-7`, `UTC+5:30` for an offset in minutes. */
export function utcOffsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(timeZone)) {
    try {
      formatters.set(
        timeZone,
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
      );
    } catch {
      formatters.set(timeZone, null); // not a time zone this runtime knows
    }
  }
  return formatters.get(timeZone) ?? null;
}

interface WallClock {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
  readonly hour: string;
  readonly minute: string;
  /** Minutes east of UTC. */
  readonly offset: number;
}

function wallClock(instant: Date, timeZone: string): WallClock | null {
  const formatter = formatterFor(timeZone);
  if (!formatter) return null;
  const fields: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) fields[part.type] = part.value;
  const year = Number(fields.year);
  const month = Number(fields.month);
  const day = Number(fields.day);
  const hour = fields.hour ?? '00';
  const minute = fields.minute ?? '00';
  // The offset is worked out from the wall-clock fields rather than asked of Intl, whose offset
  // names differ between runtimes (`GMT` or `GMT+0`).
  const asUtc = Date.UTC(year, month - 1, day, Number(hour), Number(minute));
  const offset = Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
  return { year, month, day, hour, minute, offset };
}

/**
 * An instant as wall-clock time in `timeZone` (an IANA zone such as `Asia/Shanghai`), with its UTC
 * offset: `2026년 11월 21일 13:05 (UTC+8)` (ko), `Nov 21, 2026 13:05 (UTC+8)` (en). Invalid input or
 * an unknown zone gives `''`.
 */
export function formatMilestoneLocalTime(date: unknown, timeZone: string, lang: unknown): string {
  const instant = parseInstant(date);
  if (!instant) return '';
  const local = wallClock(instant, timeZone);
  if (!local) return '';
  const day =
    parseLanguage(lang) === 'en'
      ? `${SHORT_MONTHS[local.month - 1]} ${local.day}, ${local.year}`
      : `${local.year}년 ${local.month}월 ${local.day}일`;
  return `${day} ${local.hour}:${local.minute} (${utcOffsetLabel(local.offset)})`;
}

/**
 * The wall-clock time at the port, `09:00, UTC+8` (with the day, `11월 24일 23:00, UTC+8` /
 * `Nov 24 23:00, UTC+8`, when it differs from Seoul's), or null when there is nothing to add: no
 * zone, an unknown zone, or a zone that reads the same as Seoul at that instant (Tokyo).
 */
export function formatPortLocalTime(
  value: unknown,
  timeZone: string | null | undefined,
  language: Language,
): string | null {
  const instant = parseInstant(value);
  if (!instant || !timeZone || timeZone === TIME_ZONE) return null;
  const local = wallClock(instant, timeZone);
  const seoul = wallClock(instant, TIME_ZONE);
  if (!local || !seoul || local.offset === seoul.offset) return null;
  const sameDay = local.year === seoul.year && local.month === seoul.month && local.day === seoul.day;
  const time = `${local.hour}:${local.minute}`;
  const day =
    language === 'en' ? `${SHORT_MONTHS[local.month - 1]} ${local.day}` : `${local.month}월 ${local.day}일`;
  return `${sameDay ? time : `${day} ${time}`}, ${utcOffsetLabel(local.offset)}`;
}
