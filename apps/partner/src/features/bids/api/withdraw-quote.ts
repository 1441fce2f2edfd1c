import { type PartnerBidDetail, partnerBidDetailSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { settleQuoteChange } from './submit-quote.ts';

/** `DELETE /api/partner/bids/{id}/quotes`: withdraws the live quote while the bid is open. */
export function withdrawQuote(id: string): Promise<PartnerBidDetail> {
  return apiClient.delete('partner', `/bids/${encodeURIComponent(id)}/quotes`, {
    schema: partnerBidDetailSchema,
  });
}

export function useWithdrawQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawQuote(id),
    onSuccess: (detail) => settleQuoteChange(queryClient, id, detail),
  });
}
