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

/** A location with the stock kept there, as every answer about locations shows it. */
export function presentLocation(row: {
  id: string;
  warehouse_id: string;
  code: string;
  kind: WarehouseLocation['kind'];
  active: boolean;
  on_hand: number;
  reserved: number;
}): WarehouseLocation {
  return {
    id: row.id,
    warehouseId: row.warehouse_id,
    code: row.code,
    kind: row.kind,
    active: row.active,
    stock: {
      onHand: row.on_hand,
      reserved: row.reserved,
      available: row.kind === 'quarantine' ? 0 : row.on_hand - row.reserved,
    },
  };
}

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
    {
      warehouseId,
      q: query.q,
      kind: query.kind,
      ...(query.state ? { active: query.state === 'active' } : {}),
    },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  return {
    items: rows.map(presentLocation),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
