import type { ApiClient } from '@baro/client';
import { type BidDetail, bidDetailSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/bid/{id}`: the request, its live quotes (cheapest first) and its files. 404 for another team's. */
export function getBid(id: string, signal?: AbortSignal, client: ApiClient = apiClient): Promise<BidDetail> {
  return client.get('shipping', `/bid/${encodeURIComponent(id)}`, {
    schema: bidDetailSchema,
    ...(signal ? { signal } : {}),
  });
}

export const bidQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.bids.detail(id),
    queryFn: ({ signal }) => getBid(id, signal),
    staleTime: 0,
  });

export function useBid(id: string) {
  return useQuery(bidQueryOptions(id));
}
