import { type ApiClient, cacheFor } from '@baro/client';
import { type CarrierList, carrierListSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/tracking/carriers`: the five carriers (`parcelCompany` codes), names in the caller's language. */
export function getCarriers(signal?: AbortSignal, client: ApiClient = apiClient): Promise<CarrierList> {
  return client.get('tracking', '/carriers', { schema: carrierListSchema, ...(signal ? { signal } : {}) });
}

export const carriersQueryOptions = (language: string) =>
  queryOptions({
    queryKey: queryKeys.carriers.detail('all', { language }),
    queryFn: ({ signal }) => getCarriers(signal),
    ...cacheFor('oneDay'),
  });

export function useCarriers(language: string) {
  return useQuery(carriersQueryOptions(language));
}
