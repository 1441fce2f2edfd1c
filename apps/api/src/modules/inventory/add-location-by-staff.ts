import {
  type AdminCreateWarehouseLocationRequest,
  adminCreateWarehouseLocationRequestSchema,
  type WarehouseLocation,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { findWarehouse } from '../warehouses/warehouses.api.ts';
import { createLocation } from './create-location.ts';

/**
 * `POST /api/admin/warehouses/{id}/locations`: staff add a location to a warehouse; the new
 * location and the audit entry are written together (an existing code is 409 CONFLICT, nothing kept).
 */
export async function addLocationByStaff(
  deps: { db: Kysely<Database>; now: () => Date },
  actor: StaffActor,
  warehouseId: string,
  body: AdminCreateWarehouseLocationRequest,
): Promise<WarehouseLocation> {
  const request = adminCreateWarehouseLocationRequestSchema.parse(body);
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    if (!(await findWarehouse(trx, warehouseId))) throw new AppError('NOT_FOUND');
    const location = await createLocation(trx, { userId: actor.userId, warehouseId }, request);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'warehouse.location.create',
        target: location.id,
        targetIds: [location.id, warehouseId],
        before: null,
        after: { id: location.id, warehouseId, code: location.code, kind: location.kind },
      },
      now,
    );
    return location;
  });
}
