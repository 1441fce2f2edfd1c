import { type Wave, type WaveListItem, wavePageSchema, waveSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';
import { rememberSkus } from '../../../lib/floor-reads.ts';

/** Waves the handhelds work on: sent from the desk (released) or being picked. */
const WORKABLE = new Set<WaveListItem['status']>(['released', 'picking']);

/** `GET /api/warehouse/waves` (the worker's warehouse; staff name theirs): the workable waves, newest first. */
export async function getWorkableWaves(
  scope: { warehouseId?: string },
  signal?: AbortSignal,
): Promise<WaveListItem[]> {
  const page = await apiClient.get('shipping', '/warehouse/waves', {
    query: { size: 50, ...scope },
    schema: wavePageSchema,
    ...(signal ? { signal } : {}),
  });
  return page.items.filter((wave) => WORKABLE.has(wave.status));
}

/** `GET /api/warehouse/waves/{id}`: the wave with its pick tasks in walking order. */
export async function getWave(id: string): Promise<Wave> {
  const wave = await apiClient.get('shipping', `/warehouse/waves/${encodeURIComponent(id)}`, {
    schema: waveSchema,
  });
  rememberSkus(wave.tasks.map((task) => task.sku));
  return wave;
}
