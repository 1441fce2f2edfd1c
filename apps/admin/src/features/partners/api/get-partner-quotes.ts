import { type PartnerQuotePage, partnerQuotePageSchema, type QuoteOutcome } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface PartnerQuoteParams {
  outcome?: QuoteOutcome;
  page: number;
  size: number;
}

/** `GET /api/admin/partners/{id}/quotes?outcome=&page=&size=`: its latest quote on each bid. */
export function getPartnerQuotes(
  id: string,
  params: PartnerQuoteParams,
  signal?: AbortSignal,
): Promise<PartnerQuotePage> {
  return apiClient.get('admin', `/partners/${encodeURIComponent(id)}/quotes`, {
    query: { ...params },
    schema: partnerQuotePageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const partnerQuotesQueryOptions = (id: string, params: PartnerQuoteParams) =>
  queryOptions({
    queryKey: queryKeys.partners.detail(id, { quotes: params }),
    queryFn: ({ signal }) => getPartnerQuotes(id, params, signal),
    placeholderData: keepPreviousData,
  });

export function usePartnerQuotes(id: string, params: PartnerQuoteParams) {
  return useQuery(partnerQuotesQueryOptions(id, params));
}
