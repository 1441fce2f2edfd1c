import { type Inbound, inboundSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/warehouse/inbound/{id}`: the inbound with its lines, receipts and discrepancies. */
export function getInbound(id: string, signal?: AbortSignal): Promise<Inbound> {
  return apiClient.get('shipping', `/warehouse/inbound/${encodeURIComponent(id)}`, {
    schema: inboundSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useInbound(id: string) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.inbound.detail(id), queryFn: ({ signal }) => getInbound(id, signal) }),
  );
}
