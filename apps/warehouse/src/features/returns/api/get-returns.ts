import { type ReturnListQuery, type ReturnPage, returnPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ReturnListParams = ReturnListQuery & { page: number; size: number };

/** `GET /api/warehouse/returns?status=&q=&page=&size=`: the warehouse's returns, with counts per status. */
export function getReturns(params: ReturnListParams, signal?: AbortSignal): Promise<ReturnPage> {
  return apiClient.get('shipping', '/warehouse/returns', {
    query: { ...params },
    schema: returnPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useReturns(params: ReturnListParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.returns.list(params),
      queryFn: ({ signal }) => getReturns(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
