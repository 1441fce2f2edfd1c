import {
  type CreateWarehouseLocationRequest,
  createWarehouseLocationRequestSchema,
  isBuiltInLocationCode,
  type WarehouseLocation,
} from '@baro/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type FloorCaller, findWarehouse } from '../warehouses/warehouses.api.ts';
import { upsertLocation } from './locations.repository.ts';

/** `POST /api/warehouse/locations`: a new shelf position; an existing code is 409 CONFLICT. */
export async function createLocation(
  db: Kysely<Database>,
  floor: FloorCaller,
  body: CreateWarehouseLocationRequest,
): Promise<WarehouseLocation> {
  const request = createWarehouseLocationRequestSchema.parse(body);
  const warehouseId = floor.warehouseId ?? request.warehouseId;
  if (!warehouseId || !(await findWarehouse(db, warehouseId))) {
    throw new AppError('VALIDATION_FAILED', { fields: { warehouseId: 'unknown warehouse' } });
  }
  if (isBuiltInLocationCode(request.code)) throw new AppError('LOCATION_BUILT_IN');
  const { location, created } = await upsertLocation(db, {
    id: newId('loc'),
    warehouse_id: warehouseId,
    code: request.code,
    kind: request.kind,
  });
  if (!created) throw new AppError('CONFLICT');
  return {
    id: location.id,
    warehouseId: location.warehouse_id,
    code: location.code,
    kind: location.kind,
    active: location.active,
    stock: { onHand: 0, reserved: 0, available: 0 },
  };
}
