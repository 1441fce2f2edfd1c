import type { Warehouse } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { presentWarehouse } from './present-warehouse.ts';
import { findDefaultWarehouseRow, findWarehouseRow, listWarehouseRows } from './warehouses.repository.ts';

/** A warehouse by id (null when there is none). */
export async function findWarehouse(db: Kysely<Database>, id: string): Promise<Warehouse | null> {
  const row = await findWarehouseRow(db, id);
  return row ? presentWarehouse(row) : null;
}

/** A warehouse that must exist (an approved team's, a worker's). */
export async function getWarehouse(db: Kysely<Database>, id: string): Promise<Warehouse> {
  const warehouse = await findWarehouse(db, id);
  if (!warehouse) throw new AppError('NOT_FOUND');
  return warehouse;
}

/** Where a newly approved team's stock goes unless staff choose: 인천 1센터. */
export async function findDefaultWarehouse(db: Kysely<Database>): Promise<Warehouse | null> {
  const row = await findDefaultWarehouseRow(db);
  return row ? presentWarehouse(row) : null;
}

/** `GET /api/admin/warehouses`. */
export async function listWarehouses(db: Kysely<Database>): Promise<Warehouse[]> {
  return (await listWarehouseRows(db)).map(presentWarehouse);
}
