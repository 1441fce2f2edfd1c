import type { ApiClient } from '@baro/client';
import {
  type LocationKind,
  type LocationList,
  locationListSchema,
  locationSchema,
  type TradeLocation,
} from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { cacheFor } from '../../../lib/query-client.ts';
import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Sea ports and airports: searches by text and kind, and single locations by code. */
export const locationKeys = createQueryKeys('locations');

/**
 * `GET /api/locations?query=&kind=`: code, Korean or English name containing the text, Korean
 * locations first. Without a query, the first ones of the kind (Korea's main ports).
 */
export function searchLocations(
  query: { query: string; kind: LocationKind },
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<LocationList> {
  const text = query.query.trim();
  return client.get('shipping', '/locations', {
    query: { kind: query.kind, ...(text ? { query: text } : {}) },
    schema: locationListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** `GET /api/locations/{code}`: one sea port or airport; 404 NOT_FOUND for an unknown code. */
export function getLocation(
  code: string,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<TradeLocation> {
  return client.get('shipping', `/locations/${encodeURIComponent(code)}`, {
    schema: locationSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Reference data: fresh for a day. */
export const locationSearchQueryOptions = (query: { query: string; kind: LocationKind }) =>
  queryOptions({
    queryKey: locationKeys.list({ query: query.query.trim(), kind: query.kind }),
    queryFn: ({ signal }) => searchLocations(query, signal),
    ...cacheFor('oneDay'),
  });

export const locationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: locationKeys.detail(code),
    queryFn: ({ signal }) => getLocation(code, signal),
    ...cacheFor('oneDay'),
  });

/** The suggestions for `query` while `enabled`; the previous ones stay while the next load. */
export function useLocationSearch(query: { query: string; kind: LocationKind }, enabled: boolean) {
  return useQuery({ ...locationSearchQueryOptions(query), enabled, placeholderData: keepPreviousData });
}

/** The location of a code the form holds (from the address), to show its name. */
export function useLocation(code: string) {
  return useQuery({ ...locationQueryOptions(code), enabled: code !== '' });
}
