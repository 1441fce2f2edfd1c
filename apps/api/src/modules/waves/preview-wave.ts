import {
  type Language,
  type ParcelCompany,
  seoulToday,
  type WavePreview,
  type WaveQuery,
  waveQuerySchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { countWaveCandidates } from '../orders/orders.api.ts';
import { type FloorCaller, floorWarehouseId } from '../warehouses/warehouses.api.ts';
import { findOpenWaveOrderIds } from './waves.repository.ts';

/**
 * `GET /api/warehouse/waves/preview`: how many orders a wave with these filters would take now
 * (the desk's form shows it before creating). Same warehouse rule as creating; nothing is held.
 */
export async function previewWave(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  input: WaveQuery,
  lang: Language,
): Promise<WavePreview> {
  const query = waveQuerySchema.parse(input);
  const warehouseId = await floorWarehouseId(deps.db, floor, query.warehouseId, lang);
  const matching = await countWaveCandidates(deps.db, {
    warehouseId,
    promisedBy: query.cutoff === 'today' ? seoulToday(deps.now()) : null,
    kind: query.kind,
    parcelCompany: (query.parcelCompany ?? null) as ParcelCompany | null,
    excludeIds: await findOpenWaveOrderIds(deps.db, warehouseId),
  });
  return { orders: Math.min(matching, query.maxOrders), matching };
}
