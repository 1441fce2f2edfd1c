import { formatDate, parseInstant, TIME_ZONE } from '@baro/core';
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/ko';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// Every date a person sees is in Korean time (SPEC §1, §9), whatever the browser's zone.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(TIME_ZONE);

/**
 * Text for people: `2026년 11월 21일 14:05` / `Nov 21, 2026 14:05`, always in Seoul time.
 * Prefer it over dayjs for anything shown: it is the one format the server's e-mails and PDFs use.
 */
/**
 * dayjs with the utc and timezone plugins, for date arithmetic and the date pickers.
 * Plain `dayjs(x)` still works in the browser's zone; use {@link seoulDayjs} (or `.tz()`, whose
 * default zone is Asia/Seoul) for anything a person reads or a day boundary. Beware that
 * `dayjs.tz(text)` reads `text` as Seoul wall-clock time even when it carries an offset (`…Z`):
 * give instants to seoulDayjs instead.
 */
export { type Dayjs, dayjs, formatDate, TIME_ZONE };

/**
 * An instant as Seoul wall-clock time. Strings without an offset are read as Seoul time (as
 * @baro/core's parseInstant reads them); Dates and epoch milliseconds are instants. Invalid input
 * gives an invalid Dayjs (`isValid()` false).
 */
export function seoulDayjs(value?: ConfigType): Dayjs {
  if (value === undefined) return dayjs().tz(TIME_ZONE);
  const instant = parseInstant(value instanceof dayjs ? (value as Dayjs).toDate() : value);
  return instant ? dayjs(instant).tz(TIME_ZONE) : dayjs(Number.NaN);
}

/** A dayjs format of an instant in Seoul time, e.g. `formatSeoul(iso, 'YYYY-MM-DD')`; '' when invalid. */
export function formatSeoul(value: ConfigType, template: string): string {
  const date = seoulDayjs(value);
  return date.isValid() ? date.format(template) : '';
}
