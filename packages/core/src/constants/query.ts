import { CACHE_TIME, TIME_UNIT_MS } from './time.ts';

const FIRST_RETRY_DELAY_MS = TIME_UNIT_MS.second;
const MAX_RETRY_DELAY_MS = 30 * TIME_UNIT_MS.second;

/**
 * Delay before retry number `attempt` (0 for the first retry, as TanStack Query counts): 1 s,
 * 2 s, 4 s, … capped at 30 s (SPEC §9). Negative or non-numeric attempts count as 0.
 */
export function retryDelay(attempt: number): number {
  const exponent = typeof attempt === 'number' && attempt > 0 ? attempt : 0;
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** exponent, MAX_RETRY_DELAY_MS);
}

/**
 * Default options of the main query client (SPEC §9): no refetch when the window regains focus
 * (forms would lose what was typed) and no automatic retries. Shaped as TanStack Query
 * `defaultOptions`.
 */
export const QUERY_DEFAULTS = Object.freeze({
  queries: Object.freeze({ refetchOnWindowFocus: false, retry: false }),
  mutations: Object.freeze({ retry: false }),
} as const);

/**
 * Default options of the second data-cache setup (SPEC §9): unused entries removed after 5
 * minutes, 3 retries of a failed query with {@link retryDelay}, mutations never retried (a
 * retried write could be applied twice). Shaped as TanStack Query `defaultOptions`.
 */
export const QUERY_CLIENT_SECONDARY = Object.freeze({
  queries: Object.freeze({ gcTime: CACHE_TIME.fiveMinutes, retry: 3, retryDelay }),
  mutations: Object.freeze({ retry: false }),
} as const);
