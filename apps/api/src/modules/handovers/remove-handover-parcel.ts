import type { Handover } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { type FloorCaller, floorSees } from '../warehouses/warehouses.api.ts';
import { getHandoverById } from './get-handover.ts';
import { deleteHandoverParcel, lockHandover, touchHandover } from './handovers.repository.ts';
import { removeParcelError } from './handovers.rules.ts';

/**
 * `DELETE /api/warehouse/handovers/{id}/parcels/{parcelId}`: takes a parcel off an open manifest
 * (it stays packed and may be scanned into another); a parcel not on it is a harmless repeat. A
 * closed manifest is what the driver signed: HANDOVER_CLOSED.
 */
export async function removeHandoverParcel(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  handoverId: string,
  parcelId: string,
): Promise<Handover> {
  const now = deps.now();
  await transact(deps.db, async (trx) => {
    const handover = await lockHandover(trx, handoverId);
    if (!handover || !floorSees(floor, handover.warehouse_id)) throw new AppError('NOT_FOUND');
    const refusal = removeParcelError(handover.status);
    if (refusal) throw new AppError(refusal);
    if (await deleteHandoverParcel(trx, handover.id, parcelId)) await touchHandover(trx, handover.id, now);
  });
  return getHandoverById(deps.db, handoverId);
}
