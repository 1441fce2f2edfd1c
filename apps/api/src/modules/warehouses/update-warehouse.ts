import { type UpdateWarehouseRequest, updateWarehouseRequestSchema, type Warehouse } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { presentWarehouse } from './present-warehouse.ts';
import { lockWarehouseRow, updateWarehouseRow } from './warehouses.repository.ts';

/**
 * `PATCH /api/admin/warehouses/{id}`: name, address, daily cut-off (orders after it ship the next
 * business day), and what waybills need of it as sender: postal code, phone and default carrier
 * (null clears one).
 */
export async function updateWarehouse(
  deps: { db: Kysely<Database>; now: () => Date },
  actor: StaffActor,
  id: string,
  body: UpdateWarehouseRequest,
): Promise<Warehouse> {
  const request = updateWarehouseRequestSchema.parse(body);
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    const before = await lockWarehouseRow(trx, id);
    if (!before) throw new AppError('NOT_FOUND');
    await updateWarehouseRow(trx, id, {
      ...(request.name !== undefined ? { name: request.name } : {}),
      ...(request.address !== undefined ? { address: request.address } : {}),
      ...(request.cutOffTime !== undefined ? { cut_off_time: request.cutOffTime } : {}),
      ...(request.zipCode !== undefined ? { zip_code: request.zipCode } : {}),
      ...(request.phone !== undefined ? { phone: request.phone } : {}),
      ...(request.parcelCompany !== undefined ? { parcel_company: request.parcelCompany } : {}),
      updated_at: now,
    });
    const after = await lockWarehouseRow(trx, id);
    if (!after) throw new AppError('NOT_FOUND');
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'warehouse.update',
        target: id,
        targetIds: [id],
        before: presentWarehouse(before),
        after: presentWarehouse(after),
      },
      now,
    );
    return presentWarehouse(after);
  });
}
