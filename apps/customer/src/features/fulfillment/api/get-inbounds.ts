import type { ApiClient } from '@baro/client';
import { type InboundPage, type InboundStatusValue, inboundPageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const INBOUND_PAGE_SIZE = 20;

export interface InboundListParams {
  readonly status: InboundStatusValue | null;
  readonly page: number;
}

/** `GET /api/fulfillment/inbound?status=&page=&size=`: the team's inbounds, newest first, and counts per status. */
export function getInbounds(
  params: InboundListParams,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<InboundPage> {
  return client.get('fulfillment', '/inbound', {
    query: { status: params.status, page: params.page, size: INBOUND_PAGE_SIZE },
    schema: inboundPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const inboundsQueryOptions = (params: InboundListParams) =>
  queryOptions({
    queryKey: queryKeys.inbound.list(params),
    queryFn: ({ signal }) => getInbounds(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useInbounds(params: InboundListParams) {
  return useQuery(inboundsQueryOptions(params));
}
