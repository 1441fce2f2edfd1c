import { type AdminBidDetail, adminBidDetailSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/admin/bids/{id}`: the bid with its team, author, every quote, files and shipment. */
export function getBid(id: string, signal?: AbortSignal): Promise<AdminBidDetail> {
  return apiClient.get('admin', `/bids/${encodeURIComponent(id)}`, {
    schema: adminBidDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

export const bidQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.bids.detail(id), queryFn: ({ signal }) => getBid(id, signal) });

export function useBid(id: string) {
  return useQuery(bidQueryOptions(id));
}
