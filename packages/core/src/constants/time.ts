const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time units in milliseconds (SPEC §9). A year is 365 days: it is a cache lifetime, not a calendar. */
export const TIME_UNIT_MS = Object.freeze({
  second: SECOND,
  minute: MINUTE,
  hour: HOUR,
  day: DAY,
  year: 365 * DAY,
} as const);

/** Query cache lifetimes in milliseconds (SPEC §9); `forever` never expires. */
export const CACHE_TIME = Object.freeze({
  fiveMinutes: 5 * MINUTE,
  halfHour: 30 * MINUTE,
  oneHour: HOUR,
  oneDay: DAY,
  forever: Number.POSITIVE_INFINITY,
} as const);
