import { type AdminBidListQuery, type AdminBidSummary, adminBidPageSchema, type Page } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type BidListParams = AdminBidListQuery & { page: number; size: number };

/** `GET /api/admin/bids?status=&…&sort=&page=&size=`: every team's bids. */
export function getBids(params: BidListParams, signal?: AbortSignal): Promise<Page<AdminBidSummary>> {
  return apiClient.get('admin', '/bids', {
    query: { ...params },
    schema: adminBidPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const bidsQueryOptions = (params: BidListParams) =>
  queryOptions({
    queryKey: queryKeys.bids.list(params),
    queryFn: ({ signal }) => getBids(params, signal),
    placeholderData: keepPreviousData,
  });

export function useBids(params: BidListParams) {
  return useQuery(bidsQueryOptions(params));
}
