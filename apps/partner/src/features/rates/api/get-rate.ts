import { type PartnerRate, partnerRateSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/partner/rates/{id}`. */
export function getRate(id: string, signal?: AbortSignal): Promise<PartnerRate> {
  return apiClient.get('partner', `/rates/${encodeURIComponent(id)}`, {
    schema: partnerRateSchema,
    ...(signal ? { signal } : {}),
  });
}

export const rateQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.rates.detail(id), queryFn: ({ signal }) => getRate(id, signal) });

export function useRate(id: string) {
  return useQuery(rateQueryOptions(id));
}
