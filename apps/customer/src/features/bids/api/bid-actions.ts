import type { ApiClient } from '@baro/client';
import { type AcceptBidResponse, acceptBidResponseSchema, type BidDetail, bidDetailSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const bidPath = (id: string, action: 'close' | 'accept' | 'cancel') =>
  `/bid/${encodeURIComponent(id)}/${action}`;

/**
 * `POST /api/bid/{id}/close`: stops quoting before the deadline (an estimating bid with a live
 * quote) → the bid, now `waiting`. 409 INVALID_STATE_TRANSITION or BID_HAS_NO_QUOTES otherwise.
 */
export function closeBid(id: string, client: ApiClient = apiClient): Promise<BidDetail> {
  return client.post('shipping', bidPath(id, 'close'), undefined, { schema: bidDetailSchema });
}

/** `POST /api/bid/{id}/cancel`: before a quote is accepted → the bid, now `canceled`. */
export function cancelBid(id: string, client: ApiClient = apiClient): Promise<BidDetail> {
  return client.post('shipping', bidPath(id, 'cancel'), undefined, { schema: bidDetailSchema });
}

/**
 * `POST /api/bid/{id}/accept {quoteId}`: one live, still valid quote of a waiting bid → the new
 * shipment's id. 409 INVALID_STATE_TRANSITION or QUOTE_EXPIRED otherwise.
 */
export function acceptQuote(
  id: string,
  quoteId: string,
  client: ApiClient = apiClient,
): Promise<AcceptBidResponse> {
  return client.post('shipping', bidPath(id, 'accept'), { quoteId }, { schema: acceptBidResponseSchema });
}

/** Close and cancel answer the bid: it replaces the cached one, and the lists are refetched. */
function useBidChange(change: (id: string) => Promise<BidDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (bid) => {
      queryClient.setQueryData(queryKeys.bids.detail(bid.id), bid);
      return queryClient.invalidateQueries({ queryKey: queryKeys.bids.lists() });
    },
  });
}

export const useCloseBid = () => useBidChange((id) => closeBid(id));
export const useCancelBid = () => useBidChange((id) => cancelBid(id));

export function useAcceptQuote(bidId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) => acceptQuote(bidId, quoteId),
    onSuccess: () => {
      // The shipments screens' cache (features/shipments) starts with the same scope word.
      void queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all });
      return queryClient.invalidateQueries({ queryKey: queryKeys.bids.all });
    },
  });
}
