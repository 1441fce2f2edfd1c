import { type CreateWaveRequest, type WavePreview, wavePreviewSchema, waveQuerySchema } from '@baro/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `GET /api/warehouse/waves/preview?…`: how many orders a wave with these filters would take now. */
export function previewWave(query: CreateWaveRequest, signal?: AbortSignal): Promise<WavePreview> {
  return apiClient.get('shipping', '/warehouse/waves/preview', {
    query: { ...query },
    schema: wavePreviewSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The preview of valid filters (nothing is asked while the form's filters are invalid). */
export function useWavePreview(query: CreateWaveRequest, enabled: boolean) {
  const valid = enabled && waveQuerySchema.safeParse(query).success;
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.waves.detail('preview', query),
      queryFn: ({ signal }) => previewWave(query, signal),
      placeholderData: keepPreviousData,
    }),
    enabled: valid,
  });
}
