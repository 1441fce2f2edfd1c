import { parseInstant } from './parse-instant.ts';
import { SEOUL_UTC_OFFSET_MS } from './time-zone.ts';

// `<input type="datetime-local">` has no zone: the forms type times in Seoul whatever the
// browser's zone, and send them as instants with the +09:00 offset.

/** An instant as a `datetime-local` value in Seoul wall-clock time (`2026-03-02T14:05`); '' for nothing or invalid. */
export function toSeoulInputValue(value: unknown): string {
  const instant = value === null || value === undefined || value === '' ? null : parseInstant(value);
  if (!instant) return '';
  return new Date(instant.getTime() + SEOUL_UTC_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Seoul wall-clock time, as an ISO instant with its offset; null if blank or invalid. */
export function fromSeoulInputValue(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}+09:00`;
  return parseInstant(iso) ? iso : null;
}
