import { parseInstant } from '@baro/core';

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
