import {
  getPageCount,
  type Page,
  type WarehouseLocation,
  type WarehouseLocationListQuery,
  warehouseLocationListQuerySchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { listLocationRows } from './locations.repository.ts';

/** `GET /api/warehouse/locations`: a worker's warehouse (staff: all, or `warehouseId`), by code. */
export async function listLocations(
  db: Kysely<Database>,
  floor: FloorCaller,
  input: WarehouseLocationListQuery,
): Promise<Page<WarehouseLocation>> {
  const query = warehouseLocationListQuerySchema.parse(input);
  const warehouseId = floor.warehouseId ?? query.warehouseId ?? null;
  const { rows, total } = await listLocationRows(
    db,
    { warehouseId, q: query.q, kind: query.kind },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      warehouseId: row.warehouse_id,
      code: row.code,
      kind: row.kind,
      stock: {
        onHand: row.on_hand,
        reserved: row.reserved,
        available: row.kind === 'quarantine' ? 0 : row.on_hand - row.reserved,
      },
    })),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
