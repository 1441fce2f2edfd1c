import { type CreateWaveRequest, type Wave, waveSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * `POST /api/warehouse/waves` with an `Idempotency-Key` (one per form submission, so a double click
 * or a retry after a lost answer makes one wave): the new wave with its tasks.
 */
export function createWave(request: CreateWaveRequest, idempotencyKey: string): Promise<Wave> {
  return apiClient.post('shipping', '/warehouse/waves', request, {
    schema: waveSchema,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function useCreateWave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: CreateWaveRequest; key: string }) => createWave(request, key),
    onSuccess: async (wave) => {
      queryClient.setQueryData(queryKeys.waves.detail(wave.id), wave);
      await queryClient.invalidateQueries({ queryKey: queryKeys.waves.lists() });
    },
  });
}
