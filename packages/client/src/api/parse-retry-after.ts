/**
 * `Retry-After` as whole seconds from now: either delta-seconds (`120`) or an HTTP date; null
 * when missing or unreadable. At least 1, so a screen never says "try again in 0 seconds".
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.max(1, Number.parseInt(text, 10));
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(1, Math.ceil((date - now) / 1000));
}
