import { type PartnerBidDetail, partnerBidDetailSchema, type SubmitQuoteRequest } from '@baro/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/partner/bids/{id}/quotes` → 201: the partner's one live quote (posting again revises it). */
export function submitQuote(id: string, quote: SubmitQuoteRequest): Promise<PartnerBidDetail> {
  return apiClient.post('partner', `/bids/${encodeURIComponent(id)}/quotes`, quote, {
    schema: partnerBidDetailSchema,
  });
}

/** A quote changed: the bid's answer is the new detail, and the lists that show it are stale. */
export function settleQuoteChange(queryClient: QueryClient, id: string, detail: PartnerBidDetail): void {
  queryClient.setQueryData(queryKeys.bids.detail(id), detail);
  void queryClient.invalidateQueries({ queryKey: queryKeys.bids.lists() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all });
}

export function useSubmitQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: SubmitQuoteRequest) => submitQuote(id, quote),
    onSuccess: (detail) => settleQuoteChange(queryClient, id, detail),
  });
}
