import {
  getPageCount,
  WAVE_STATUSES,
  type WaveListQuery,
  type WavePage,
  waveListQuerySchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { presentWaveHead } from './present-wave.ts';
import { listWaveRows } from './waves.repository.ts';

/**
 * `GET /api/warehouse/waves?status=&waveNo=&page=&size=`: the worker's warehouse's waves (staff: every
 * warehouse's, or `warehouseId`'s), newest first, with how many there are per status.
 */
export async function listWaves(
  db: Kysely<Database>,
  floor: FloorCaller,
  input: WaveListQuery,
): Promise<WavePage> {
  const query = waveListQuerySchema.parse(input);
  const { rows, counts } = await listWaveRows(
    db,
    {
      warehouseId: floor.warehouseId ?? query.warehouseId ?? null,
      status: query.status,
      waveNo: query.waveNo?.toUpperCase() || undefined,
    },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  const perStatus = Object.fromEntries(WAVE_STATUSES.map((s) => [s, 0])) as WavePage['counts'];
  for (const c of counts) perStatus[c.status] = c.total;
  const total = query.status
    ? perStatus[query.status]
    : Object.values(perStatus).reduce((sum, n) => sum + n, 0);
  return {
    items: rows.map(presentWaveHead),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
    counts: perStatus,
  };
}
