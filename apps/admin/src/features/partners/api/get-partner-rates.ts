import { type Page, type PartnerRate, partnerRatePageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface PartnerRateParams {
  partnerId: string;
  validOn?: string;
  page: number;
  size: number;
}

/** `GET /api/admin/rates?partnerId=&validOn=&page=&size=`: one partner's rate table. */
export function getPartnerRates(params: PartnerRateParams, signal?: AbortSignal): Promise<Page<PartnerRate>> {
  return apiClient.get('admin', '/rates', {
    query: { ...params },
    schema: partnerRatePageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const partnerRatesQueryOptions = (params: PartnerRateParams) =>
  queryOptions({
    queryKey: queryKeys.rates.list(params),
    queryFn: ({ signal }) => getPartnerRates(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePartnerRates(params: PartnerRateParams) {
  return useQuery(partnerRatesQueryOptions(params));
}
