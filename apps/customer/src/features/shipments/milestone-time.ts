import { formatDate, type Language, parseInstant, TIME_ZONE } from '@baro/core';

// A milestone's time is read in Seoul time (formatDate), with the wall-clock time at the port in
// brackets when the port keeps another time: `2026년 11월 25일 10:00 (현지 09:00, UTC+8)`. The
// local day is written too when it is not Seoul's (`현지 11월 24일 23:00`).

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
      formatters.set(timeZone, null); // a zone this runtime does not know
    }
  }
  return formatters.get(timeZone) ?? null;
}

interface WallClock {
  readonly year: number;
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
  const asUtc = Date.UTC(year, month - 1, day, Number(hour), Number(minute));
  const offset = Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
  return { year, month, day, hour, minute, offset };
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `UTC+8`, `UTC-7`, `UTC+5:30`, `UTC`. */
export function utcOffsetLabel(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
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

/** A milestone time in Seoul time (`2026년 11월 25일 10:00`), '' for none. */
export const formatSeoulTime = (value: unknown, language: Language): string =>
  formatDate(value, language, true);
