import {
  type CreateWaveRequest,
  createWaveRequestSchema,
  type Language,
  type ParcelCompany,
  planPickTasks,
  seoulToday,
  type Wave,
  waveNumber,
} from '@baro/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { requestHash } from '../command-idempotency/command-idempotency.api.ts';
import { findWaveAllocations, findWaveCandidates } from '../orders/orders.api.ts';
import { type FloorCaller, floorWarehouseId } from '../warehouses/warehouses.api.ts';
import { getWaveById } from './get-wave.ts';
import {
  findOpenWaveOrderIds,
  findWaveByKey,
  insertWave,
  lockIdempotencyKey,
  lockWarehouseWaves,
  nextWaveSeq,
} from './waves.repository.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

/**
 * `POST /api/warehouse/waves` → 201: the warehouse's allocated orders that no open wave holds,
 * filtered and capped, in one new `open` wave with its pick tasks (one per location and SKU, from
 * the orders' reservations, in location-path order). None matching: WAVE_NO_ORDERS. Creation is
 * serialised per warehouse, so two desks never take the same order (the open-wave unique index is
 * the backstop). With an `Idempotency-Key` (per user) the same body answers the same wave as it is
 * now; another body IDEMPOTENCY_KEY_REUSED.
 */
export async function createWave(
  deps: Deps,
  floor: FloorCaller,
  body: CreateWaveRequest,
  options: { idempotencyKey: string | undefined; lang: Language },
): Promise<Wave> {
  const request = createWaveRequestSchema.parse(body);
  const warehouseId = await floorWarehouseId(deps.db, floor, request.warehouseId, options.lang);
  const key = options.idempotencyKey;
  const hash = key === undefined ? null : requestHash({ ...request, warehouseId });
  const now = deps.now();
  const waveId = await transact(deps.db, async (trx) => {
    if (key !== undefined && hash !== null) {
      await lockIdempotencyKey(trx, floor.userId, key);
      const existing = await findWaveByKey(trx, floor.userId, key);
      if (existing) {
        if (existing.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return existing.id;
      }
    }
    await lockWarehouseWaves(trx, warehouseId);
    const orderIds = await findWaveCandidates(trx, {
      warehouseId,
      promisedBy: request.cutoff === 'today' ? seoulToday(now) : null,
      kind: request.kind,
      parcelCompany: (request.parcelCompany ?? null) as ParcelCompany | null,
      excludeIds: await findOpenWaveOrderIds(trx, warehouseId),
      limit: request.maxOrders,
    });
    if (orderIds.length === 0) throw new AppError('WAVE_NO_ORDERS');
    const tasks = planPickTasks(await findWaveAllocations(trx, orderIds), orderIds);
    const id = newId('wav');
    await insertWave(
      trx,
      {
        id,
        wave_no: waveNumber(seoulToday(now), await nextWaveSeq(trx)),
        warehouse_id: warehouseId,
        status: 'open',
        cutoff: request.cutoff,
        parcel_company: request.parcelCompany ?? null,
        kind: request.kind,
        max_orders: request.maxOrders,
        idempotency_key: key ?? null,
        request_hash: hash,
        created_by: floor.userId,
        created_at: now,
        updated_at: now,
      },
      orderIds,
      tasks.map((t) => ({ ...t, id: newId('wpt') })),
    );
    return id;
  });
  return getWaveById(deps.db, waveId);
}
