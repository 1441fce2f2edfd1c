import type { ApiClient } from '@baro/client';
import { type BidPage, type BidStatus, bidPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Rows per page of the bid list. */
export const BID_PAGE_SIZE = 10;

export interface BidListParams {
  readonly status: BidStatus | null;
  readonly page: number;
}

/** `GET /api/bid?status=&page=&size=`: the team's bids, newest first. */
export function getBids(
  params: BidListParams,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<BidPage> {
  return client.get('shipping', '/bid', {
    query: { status: params.status, page: params.page, size: BID_PAGE_SIZE },
    schema: bidPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const bidsQueryOptions = (params: BidListParams) =>
  queryOptions({
    queryKey: queryKeys.bids.list(params),
    queryFn: ({ signal }) => getBids(params, signal),
    // Quotes arrive all the time: always refetched when the list is shown again.
    staleTime: 0,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useBids(params: BidListParams) {
  return useQuery(bidsQueryOptions(params));
}
