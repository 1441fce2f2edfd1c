import {
  type ExchangeRatesOnDate,
  exchangeRatesSchema,
  type LocationKind,
  type LocationList,
  locationListSchema,
} from '@baro/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api.ts';
import { cacheFor } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** `GET /api/locations?query=&kind=`: ports and airports whose code or ko/en name contains the query. */
export function searchLocations(
  query: { query?: string; kind?: LocationKind; limit?: number },
  signal?: AbortSignal,
): Promise<LocationList> {
  return apiClient.get('shipping', '/locations', {
    query,
    schema: locationListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useLocationSearch(query: string, kind: LocationKind | undefined) {
  const params = { query: query.trim(), ...(kind ? { kind } : {}), limit: 20 };
  return useQuery({
    queryKey: queryKeys.locations.list(params),
    queryFn: ({ signal }) => searchLocations(params, signal),
    placeholderData: keepPreviousData,
    ...cacheFor('oneHour'),
  });
}

/** `GET /api/exchange-rates`: today's KRW per unit of each currency (Seoul day). */
export function getExchangeRates(signal?: AbortSignal): Promise<ExchangeRatesOnDate> {
  return apiClient.get('shipping', '/exchange-rates', {
    schema: exchangeRatesSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useExchangeRates() {
  return useQuery({
    queryKey: queryKeys.exchangeRates.all,
    queryFn: ({ signal }) => getExchangeRates(signal),
    ...cacheFor('oneHour'),
  });
}
