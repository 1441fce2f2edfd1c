import { CACHE_TIME, QUERY_CLIENT_SECONDARY, QUERY_DEFAULTS } from '@baro/core';
import { QueryClient } from '@tanstack/react-query';

/**
 * The app's data cache (SPEC §9, DESIGN §3): no refetch when the window regains focus (a form
 * being filled in must not change under the user) and no automatic retries, for queries and
 * mutations alike. How long an answer stays fresh is chosen per query with {@link cacheFor}.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries },
      mutations: { ...QUERY_DEFAULTS.mutations },
    },
  });
}

/**
 * SPEC §9's second data-cache setup, for data that is worth retrying (reference data, tracking
 * lookups): unused entries removed after 5 minutes, a failed query retried 3 times after 1 s,
 * 2 s and 4 s (doubling, at most 30 s), mutations never retried (a retried write could be
 * applied twice).
 */
export function createSecondaryQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_CLIENT_SECONDARY.queries },
      mutations: { ...QUERY_CLIENT_SECONDARY.mutations },
    },
  });
}

/** A cache lifetime of SPEC §9: five minutes, half an hour, an hour, a day or forever. */
export type CacheLifetime = keyof typeof CACHE_TIME;

/**
 * Query options that keep an answer fresh for `lifetime` and in memory at least that long:
 * `useQuery({ queryKey, queryFn, ...cacheFor('oneDay') })`. `forever` never refetches by itself
 * (invalidate it after a change).
 */
export function cacheFor(lifetime: CacheLifetime): { staleTime: number; gcTime: number } {
  const time = CACHE_TIME[lifetime];
  return { staleTime: time, gcTime: Math.max(time, CACHE_TIME.fiveMinutes) };
}
