import {
  type AdminWarehouseLocationListQuery,
  adminWarehouseLocationListQuerySchema,
  type Page,
  type WarehouseLocation,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findWarehouse } from '../warehouses/warehouses.api.ts';
import { listLocations } from './list-locations.ts';

/** `GET /api/admin/warehouses/{id}/locations`: one warehouse's locations by code (unknown warehouse: 404). */
export async function listLocationsByStaff(
  db: Kysely<Database>,
  staffUserId: string,
  warehouseId: string,
  input: AdminWarehouseLocationListQuery,
): Promise<Page<WarehouseLocation>> {
  const query = adminWarehouseLocationListQuerySchema.parse(input);
  if (!(await findWarehouse(db, warehouseId))) throw new AppError('NOT_FOUND');
  return listLocations(db, { userId: staffUserId, warehouseId }, query);
}
