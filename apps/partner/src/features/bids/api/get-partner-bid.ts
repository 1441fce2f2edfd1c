import { type PartnerBidDetail, partnerBidDetailSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/partner/bids/{id}`: one request with only this partner's own quote. */
export function getPartnerBid(id: string, signal?: AbortSignal): Promise<PartnerBidDetail> {
  return apiClient.get('partner', `/bids/${encodeURIComponent(id)}`, {
    schema: partnerBidDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

export const partnerBidQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.bids.detail(id), queryFn: ({ signal }) => getPartnerBid(id, signal) });

export function usePartnerBid(id: string) {
  return useQuery(partnerBidQueryOptions(id));
}
