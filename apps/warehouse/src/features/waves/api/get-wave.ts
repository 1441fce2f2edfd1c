import { type Wave, waveSchema } from '@baro/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/warehouse/waves/{id}`: the wave with its orders and pick tasks in location-path order. */
export function getWave(id: string, signal?: AbortSignal): Promise<Wave> {
  return apiClient.get('shipping', `/warehouse/waves/${encodeURIComponent(id)}`, {
    schema: waveSchema,
    ...(signal ? { signal } : {}),
  });
}

export const waveQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.waves.detail(id),
    queryFn: ({ signal }) => getWave(id, signal),
  });

export function useWave(id: string) {
  return useQuery(waveQueryOptions(id));
}
