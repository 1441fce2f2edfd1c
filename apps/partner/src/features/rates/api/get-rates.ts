import { type Page, type PartnerRate, type PartnerRateListQuery, partnerRatePageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type PartnerRatePage = Page<PartnerRate>;
export type RateListParams = Partial<PartnerRateListQuery>;
/** The filters of the list, which the export takes too. */
export type RateFilters = Omit<RateListParams, 'page' | 'size'>;

/** `GET /api/partner/rates?freightType=&pol=&pod=&containerType=&validOn=&page=&size=`. */
export function getRates(query: RateListParams, signal?: AbortSignal): Promise<PartnerRatePage> {
  return apiClient.get('partner', '/rates', {
    query: { ...query },
    schema: partnerRatePageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const ratesQueryOptions = (query: RateListParams) =>
  queryOptions({
    queryKey: queryKeys.rates.list(query),
    queryFn: ({ signal }) => getRates(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRates(query: RateListParams) {
  return useQuery(ratesQueryOptions(query));
}
