import { type PartnerQuotePage, partnerQuotePageSchema, type QuoteOutcome } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/partner/quotes` filter and page. */
export interface PartnerQuoteListParams {
  readonly outcome?: QuoteOutcome;
  readonly page?: number;
  readonly size?: number;
}

/** `GET /api/partner/quotes?outcome=&page=&size=`: this partner's latest quote on each bid. */
export function getPartnerQuotes(
  query: PartnerQuoteListParams,
  signal?: AbortSignal,
): Promise<PartnerQuotePage> {
  return apiClient.get('partner', '/quotes', {
    query: { ...query },
    schema: partnerQuotePageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const partnerQuotesQueryOptions = (query: PartnerQuoteListParams) =>
  queryOptions({
    queryKey: queryKeys.quotes.list(query),
    queryFn: ({ signal }) => getPartnerQuotes(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePartnerQuotes(query: PartnerQuoteListParams) {
  return useQuery(partnerQuotesQueryOptions(query));
}
