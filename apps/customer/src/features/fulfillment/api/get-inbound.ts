import type { ApiClient } from '@baro/client';
import { type Inbound, inboundSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/fulfillment/inbound/{id}`: lines expected and received, receipts, discrepancies, history. */
export function getInbound(
  id: string,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
): Promise<Inbound> {
  return client.get('fulfillment', `/inbound/${encodeURIComponent(id)}`, {
    schema: inboundSchema,
    ...(signal ? { signal } : {}),
  });
}

export const inboundQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.inbound.detail(id),
    queryFn: ({ signal }) => getInbound(id, signal),
    staleTime: 0,
  });

export function useInbound(id: string) {
  return useQuery(inboundQueryOptions(id));
}
