import { type InboundListQuery, type InboundPage, inboundPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type InboundListParams = InboundListQuery & { page: number; size: number };

/**
 * `GET /api/warehouse/inbound?status=&q=&expectedDate=&page=&size=`: the warehouse's inbounds (`q`
 * takes an inbound number or a scanned box code), with counts per status.
 */
export function getInbounds(params: InboundListParams, signal?: AbortSignal): Promise<InboundPage> {
  return apiClient.get('shipping', '/warehouse/inbound', {
    query: { ...params },
    schema: inboundPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useInbounds(params: InboundListParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.inbound.list(params),
      queryFn: ({ signal }) => getInbounds(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
