import type { ApiClient } from '@baro/client';
import { type LocationKind, type LocationList, locationListSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { cacheFor } from '../../../lib/query-client.ts';
import { locationKeys } from './bid-keys.ts';

/** How many suggestions the port and airport fields show. */
export const LOCATION_SUGGESTIONS = 15;

/** `GET /api/locations?query=&kind=&limit=`: sea ports or airports by code or Korean/English name. */
export function searchLocations(
  kind: LocationKind,
  query: string,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<LocationList> {
  return client.get('shipping', '/locations', {
    query: { kind, query: query.trim() || undefined, limit: LOCATION_SUGGESTIONS },
    schema: locationListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const locationsQueryOptions = (kind: LocationKind, query: string) =>
  queryOptions({
    queryKey: locationKeys.list({ kind, query: query.trim().toLowerCase() }),
    queryFn: ({ signal }) => searchLocations(kind, query, signal),
    placeholderData: keepPreviousData,
    // Ports and airports change a few times a year.
    ...cacheFor('oneDay'),
  });

export function useLocationSearch(kind: LocationKind, query: string) {
  return useQuery(locationsQueryOptions(kind, query));
}
