import {
  type FreightType,
  type PartnerBidDetail,
  type PartnerBidFilter,
  type PartnerBidPage,
  type PartnerQuotePage,
  partnerBidDetailSchema,
  partnerBidPageSchema,
  partnerQuotePageSchema,
  type QuoteOutcome,
  type SubmitQuoteRequest,
} from '@baro/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api.ts';

/** `GET /api/partner/bids` filters and page. */
export interface PartnerBidListParams {
  readonly status?: PartnerBidFilter;
  readonly freightType?: FreightType;
  readonly pol?: string;
  readonly pod?: string;
  readonly page?: number;
  readonly size?: number;
}

/** `GET /api/partner/quotes` filter and page. */
export interface PartnerQuoteListParams {
  readonly outcome?: QuoteOutcome;
  readonly page?: number;
  readonly size?: number;
}

import { queryKeys } from '../../lib/query-keys.ts';

/** `GET /api/partner/bids?status=&freightType=&pol=&pod=&page=&size=`: requests on every lane, no customer identity. */
export function listPartnerBids(query: PartnerBidListParams, signal?: AbortSignal): Promise<PartnerBidPage> {
  return apiClient.get('partner', '/bids', {
    query: { ...query },
    schema: partnerBidPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function usePartnerBids(query: PartnerBidListParams) {
  return useQuery({
    queryKey: queryKeys.bids.list(query),
    queryFn: ({ signal }) => listPartnerBids(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/partner/bids/{id}`: one request with only this partner's own quote. */
export function getPartnerBid(id: string, signal?: AbortSignal): Promise<PartnerBidDetail> {
  return apiClient.get('partner', `/bids/${encodeURIComponent(id)}`, {
    schema: partnerBidDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

export function usePartnerBid(id: string) {
  return useQuery({
    queryKey: queryKeys.bids.detail(id),
    queryFn: ({ signal }) => getPartnerBid(id, signal),
  });
}

/** `POST /api/partner/bids/{id}/quotes` → 201: the partner's one live quote (posting again revises it). */
export function submitQuote(id: string, quote: SubmitQuoteRequest): Promise<PartnerBidDetail> {
  return apiClient.post('partner', `/bids/${encodeURIComponent(id)}/quotes`, quote, {
    schema: partnerBidDetailSchema,
  });
}

/** `DELETE /api/partner/bids/{id}/quotes`: withdraws the live quote while the bid is open. */
export function withdrawQuote(id: string): Promise<PartnerBidDetail> {
  return apiClient.delete('partner', `/bids/${encodeURIComponent(id)}/quotes`, {
    schema: partnerBidDetailSchema,
  });
}

/** Submit and withdraw, each refreshing the bid in the cache and the lists that show it. */
export function useQuoteMutations(id: string) {
  const queryClient = useQueryClient();
  const settle = (detail: PartnerBidDetail) => {
    queryClient.setQueryData(queryKeys.bids.detail(id), detail);
    void queryClient.invalidateQueries({ queryKey: queryKeys.bids.lists() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all });
  };
  const submit = useMutation({
    mutationFn: (quote: SubmitQuoteRequest) => submitQuote(id, quote),
    onSuccess: settle,
  });
  const withdraw = useMutation({ mutationFn: () => withdrawQuote(id), onSuccess: settle });
  return { submit, withdraw };
}

/** `GET /api/partner/quotes?outcome=&page=&size=`: this partner's latest quote on each bid. */
export function listPartnerQuotes(
  query: PartnerQuoteListParams,
  signal?: AbortSignal,
): Promise<PartnerQuotePage> {
  return apiClient.get('partner', '/quotes', {
    query: { ...query },
    schema: partnerQuotePageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function usePartnerQuotes(query: PartnerQuoteListParams) {
  return useQuery({
    queryKey: queryKeys.quotes.list(query),
    queryFn: ({ signal }) => listPartnerQuotes(query, signal),
    placeholderData: keepPreviousData,
  });
}
