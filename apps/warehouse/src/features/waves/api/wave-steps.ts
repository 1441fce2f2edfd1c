import {
  type DownloadLink,
  downloadLinkSchema,
  type PickWaveTaskRequest,
  type Wave,
  waveSchema,
} from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// What the desk does with a wave, one request each; every answer is the wave as it now is.

const base = (id: string) => `/warehouse/waves/${encodeURIComponent(id)}`;

/** `POST /api/warehouse/waves/{id}/release`: the wave goes to the handhelds. */
export function releaseWave(id: string): Promise<Wave> {
  return apiClient.post('shipping', `${base(id)}/release`, undefined, { schema: waveSchema });
}

/** `POST /api/warehouse/waves/{id}/cancel`: the orders not fully picked return to the pool. */
export function cancelWave(id: string): Promise<Wave> {
  return apiClient.post('shipping', `${base(id)}/cancel`, undefined, { schema: waveSchema });
}

/**
 * `POST /api/warehouse/waves/{id}/picks` with an `Idempotency-Key`: one task confirmed with the
 * pieces taken (fewer than asked: a short pick).
 */
export function pickWaveTask(
  id: string,
  request: PickWaveTaskRequest,
  idempotencyKey: string,
): Promise<Wave> {
  return apiClient.post('shipping', `${base(id)}/picks`, request, {
    schema: waveSchema,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/** `GET /api/warehouse/waves/{id}/pick-list.pdf`: a download link to the pick list PDF. */
export function getPickListLink(id: string): Promise<DownloadLink> {
  return apiClient.get('shipping', `${base(id)}/pick-list.pdf`, { schema: downloadLinkSchema });
}

/** A step's mutation: the answer replaces the cached wave; lists refresh, and orders (their status moved). */
function useWaveStep<Variables>(run: (variables: Variables) => Promise<Wave>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (wave) => {
      queryClient.setQueryData(queryKeys.waves.detail(wave.id), wave);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.waves.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
      ]);
    },
  });
}

export const useReleaseWave = () => useWaveStep((id: string) => releaseWave(id));
export const useCancelWave = () => useWaveStep((id: string) => cancelWave(id));
export const usePickWaveTask = () =>
  useWaveStep(({ id, request, key }: { id: string; request: PickWaveTaskRequest; key: string }) =>
    pickWaveTask(id, request, key),
  );
