import {
  LOCATION_SEARCH_DEFAULT_LIMIT,
  type LocationKind,
  type LocationList,
  locationListSchema,
} from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/create-api-client.ts';
import { cacheFor } from '../query/create-query-client.ts';
import { kitQueryKeys } from '../query/query-keys.ts';
import { useApiClient } from '../react/api-client-context.tsx';

export interface LocationSearchParams {
  /** Part of a code or of the Korean or English name; blank for the first ones of the kind. */
  readonly query?: string;
  /** Sea ports (FCL, LCL) or airports (AIR); both when absent. */
  readonly kind?: LocationKind | null | undefined;
  readonly limit?: number;
}

/**
 * The search exactly as it is sent: the text trimmed with its spaces folded, every parameter
 * present. It is also the query key, so equal searches share one cache entry and different ones
 * never do (the three pickers that once wrote their own keys answered each other's searches).
 */
export function normalizeLocationSearch(params: LocationSearchParams) {
  return {
    query: (params.query ?? '').trim().replace(/\s+/g, ' '),
    kind: params.kind ?? null,
    limit: params.limit ?? LOCATION_SEARCH_DEFAULT_LIMIT,
  };
}

/**
 * `GET /api/locations?query=&kind=&limit=`: ports and airports whose code or Korean or English name
 * contains the text, Korean locations first (without a text, the first ones of the kind).
 */
export function searchLocations(
  client: ApiClient,
  params: LocationSearchParams,
  signal?: AbortSignal,
): Promise<LocationList> {
  const { query, kind, limit } = normalizeLocationSearch(params);
  return client.get('shipping', '/locations', {
    query: { query: query || undefined, kind: kind ?? undefined, limit },
    schema: locationListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Reference data: fresh for a day (ports and airports change a few times a year). */
export const locationSearchQueryOptions = (client: ApiClient, params: LocationSearchParams) => {
  const search = normalizeLocationSearch(params);
  return queryOptions({
    queryKey: kitQueryKeys.locations.list(search),
    queryFn: ({ signal }) => searchLocations(client, search, signal),
    ...cacheFor('oneDay'),
  });
};

/** The suggestions for a search while `enabled`; the previous ones stay on screen while the next load. */
export function useLocationSearch(params: LocationSearchParams, { enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({
    ...locationSearchQueryOptions(client, params),
    enabled,
    placeholderData: keepPreviousData,
  });
}
