import { type ReturnPage, type ReturnStatus, returnPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface ReturnListParams {
  page: number;
  size: number;
  status?: ReturnStatus;
  /** A return or order number, or a waybill. */
  q?: string;
}

/**
 * `GET /api/warehouse/returns?status=&q=&page=&size=`: the floor's list, which shows staff every
 * team's returns in every warehouse, with counts per status.
 */
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
