import type { FetchLike, RequestError } from '@baro/client';

/**
 * Remembers the `Retry-After` of throttled answers (429 TOO_MANY_ATTEMPTS, RATE_LIMITED, and 503),
 * so that a screen can say "try again in 40 seconds". The API client's errors carry the body of
 * an answer but not its headers, so the app's client sends its requests through {@link wrap}, and
 * a screen asks {@link secondsFor} with the error it caught (matched by method and address, which
 * every RequestError carries). The last answer for an address wins.
 */
export interface RetryAfterLog {
  /** A fetch that notes the Retry-After of throttled answers and returns them unchanged. */
  wrap(fetch: FetchLike): FetchLike;
  /** Whole seconds to wait before trying `error`'s request again, or null when the answer did not say. */
  secondsFor(error: unknown): number | null;
}

const THROTTLED = new Set([429, 503]);

export function createRetryAfterLog(now: () => number = Date.now): RetryAfterLog {
  const seconds = new Map<string, number>();
  const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${url.split('?')[0] ?? url}`;

  return {
    wrap(fetch) {
      return async (url, init) => {
        const response = await fetch(url, init);
        if (THROTTLED.has(response.status)) {
          const key = keyOf(init.method ?? 'GET', url);
          const wait = parseRetryAfter(response.headers.get('retry-after'), now());
          if (wait === null) seconds.delete(key);
          else seconds.set(key, wait);
        }
        return response;
      };
    },
    secondsFor(error) {
      if (!isRequestTarget(error)) return null;
      return seconds.get(keyOf(error.method, error.url)) ?? null;
    },
  };
}

/**
 * `Retry-After` as whole seconds from now: either delta-seconds (`120`) or an HTTP date; null
 * when missing or unreadable. At least 1, so "0 seconds" is never shown.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.max(1, Number.parseInt(text, 10));
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(1, Math.ceil((date - now) / 1000));
}

function isRequestTarget(error: unknown): error is Pick<RequestError, 'method' | 'url'> {
  if (typeof error !== 'object' || error === null) return false;
  const { method, url } = error as { method?: unknown; url?: unknown };
  return typeof method === 'string' && typeof url === 'string';
}
