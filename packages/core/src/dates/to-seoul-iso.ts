import { SEOUL_UTC_OFFSET_MS } from './time-zone.ts';

/**
 * An instant as ISO 8601 in Seoul's offset, `2026-03-02T14:05:00+09:00`: what carriers show and
 * what a person reads in a tracking timeline, while still one exact instant on the wire.
 * Milliseconds are dropped when zero.
 */
export function toSeoulIso(date: Date): string {
  const shifted = new Date(date.getTime() + SEOUL_UTC_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 19)}${shifted.slice(19, 23) === '.000' ? '' : shifted.slice(19, 23)}+09:00`;
}
