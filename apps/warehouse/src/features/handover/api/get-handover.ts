import { type Handover, handoverSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/warehouse/handovers/{id}`: a manifest with its parcels, the last scanned first. */
export function getHandover(id: string, signal?: AbortSignal): Promise<Handover> {
  return apiClient.get('shipping', `/warehouse/handovers/${encodeURIComponent(id)}`, {
    schema: handoverSchema,
    ...(signal ? { signal } : {}),
  });
}

export const handoverQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.handovers.detail(id),
    queryFn: ({ signal }) => getHandover(id, signal),
  });

export function useHandover(id: string) {
  return useQuery(handoverQueryOptions(id));
}
