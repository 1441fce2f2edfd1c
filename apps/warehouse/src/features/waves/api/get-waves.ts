import { type WaveListQuery, type WavePage, wavePageSchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type WaveListParams = WaveListQuery & { page: number; size: number };

/** `GET /api/warehouse/waves?status=&page=&size=`: the warehouse's pick waves, newest first, with counts per status. */
export function getWaves(params: WaveListParams, signal?: AbortSignal): Promise<WavePage> {
  return apiClient.get('shipping', '/warehouse/waves', {
    query: { ...params },
    schema: wavePageSchema,
    ...(signal ? { signal } : {}),
  });
}

export const wavesQueryOptions = (params: WaveListParams) =>
  queryOptions({
    queryKey: queryKeys.waves.list(params),
    queryFn: ({ signal }) => getWaves(params, signal),
    placeholderData: keepPreviousData,
  });

export function useWaves(params: WaveListParams) {
  return useQuery(wavesQueryOptions(params));
}
