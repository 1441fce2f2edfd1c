import {
  type CreateHandoverRequest,
  createHandoverRequestSchema,
  type Handover,
  handoverNumber,
  type Language,
  seoulToday,
} from '@baro/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { type FloorCaller, floorWarehouseId } from '../warehouses/warehouses.api.ts';
import { getHandoverById } from './get-handover.ts';
import {
  findOpenHandover,
  insertHandover,
  lockWarehouseCarrier,
  nextHandoverSeq,
} from './handovers.repository.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

/**
 * `POST /api/warehouse/handovers`: opens a manifest for the warehouse and carrier (201), or answers
 * the one already open for them (`created: false`, 200) — one is open per warehouse and carrier,
 * so a second desk pressing "open" joins the first's. Serialised per warehouse and carrier; the
 * partial unique index is the backstop.
 */
export async function createHandover(
  deps: Deps,
  floor: FloorCaller,
  body: CreateHandoverRequest,
  lang: Language,
): Promise<{ handover: Handover; created: boolean }> {
  const request = createHandoverRequestSchema.parse(body);
  const warehouseId = await floorWarehouseId(deps.db, floor, request.warehouseId, lang);
  const now = deps.now();
  const { id, created } = await transact(deps.db, async (trx) => {
    await lockWarehouseCarrier(trx, warehouseId, request.parcelCompany);
    const open = await findOpenHandover(trx, warehouseId, request.parcelCompany);
    if (open) return { id: open.id, created: false };
    const handoverId = newId('hov');
    await insertHandover(trx, {
      id: handoverId,
      handover_no: handoverNumber(seoulToday(now), await nextHandoverSeq(trx)),
      warehouse_id: warehouseId,
      parcel_company: request.parcelCompany,
      status: 'open',
      created_by: floor.userId,
      created_at: now,
      updated_at: now,
    });
    return { id: handoverId, created: true };
  });
  return { handover: await getHandoverById(deps.db, id), created };
}
