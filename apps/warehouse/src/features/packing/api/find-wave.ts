import { type Wave, wavePageSchema, waveSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';

/**
 * A scanned wave number (the pick list's barcode, `WV…`) → the wave with its orders
 * (`GET /api/warehouse/waves?waveNo=` then `GET …/waves/{id}`); null when the worker's warehouse has none.
 */
export async function findWaveByNumber(code: string, signal?: AbortSignal): Promise<Wave | null> {
  const page = await apiClient.get('shipping', '/warehouse/waves', {
    query: { waveNo: code.trim().toUpperCase(), page: 1, size: 1 },
    schema: wavePageSchema,
    ...(signal ? { signal } : {}),
  });
  const found = page.items[0];
  if (!found) return null;
  return getPackingWave(found.id, signal);
}

/** `GET /api/warehouse/waves/{id}`: the wave's orders and where each stands. */
export function getPackingWave(id: string, signal?: AbortSignal): Promise<Wave> {
  return apiClient.get('shipping', `/warehouse/waves/${encodeURIComponent(id)}`, {
    schema: waveSchema,
    ...(signal ? { signal } : {}),
  });
}
