import type { ApiClient } from '@baro/client';
import { type ReturnPage, returnPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const RETURN_PAGE_SIZE = 20;

export interface ReturnListParams {
  readonly status: ReturnPage['items'][number]['status'] | null;
  readonly page: number;
}

/** `GET /api/fulfillment/returns?status=&page=&size=`: the team's returns, newest first, and counts per status. */
export function getReturns(
  params: ReturnListParams,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<ReturnPage> {
  return client.get('fulfillment', '/returns', {
    query: { status: params.status, page: params.page, size: RETURN_PAGE_SIZE },
    schema: returnPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const returnsQueryOptions = (params: ReturnListParams) =>
  queryOptions({
    queryKey: queryKeys.returns.list(params),
    queryFn: ({ signal }) => getReturns(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useReturns(params: ReturnListParams) {
  return useQuery(returnsQueryOptions(params));
}
