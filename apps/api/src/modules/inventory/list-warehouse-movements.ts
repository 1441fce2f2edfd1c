import {
  getPageCount,
  normalizeLocationCode,
  type Page,
  type WarehouseMovement,
  type WarehouseMovementQuery,
  warehouseMovementQuerySchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { presentMovement } from './read-stock.ts';
import { listWarehouseMovementRows } from './stock.repository.ts';

const DAY_MS = 86_400_000;

/** The instant a Seoul day starts. */
const seoulDayStart = (day: string) => new Date(`${day}T00:00:00+09:00`);

/**
 * `GET /api/warehouse/movements?skuId=&locationCode=&kind=&reason=&from=&to=`: the ledger of the
 * worker's warehouse (staff: every one, or `warehouseId`), newest first — per SKU, per location or
 * both, by kind, by words of the reason, between two Seoul days (inclusive). Two statements a page.
 */
export async function listWarehouseMovements(
  db: Kysely<Database>,
  floor: FloorCaller,
  input: WarehouseMovementQuery,
): Promise<Page<WarehouseMovement>> {
  const query = warehouseMovementQuerySchema.parse(input);
  const { rows, total } = await listWarehouseMovementRows(
    db,
    {
      warehouseId: floor.warehouseId ?? query.warehouseId,
      skuId: query.skuId?.trim() || undefined,
      locationCode: query.locationCode?.trim() ? normalizeLocationCode(query.locationCode) : undefined,
      kind: query.kind,
      reason: query.reason?.trim() || undefined,
      from: query.from ? seoulDayStart(query.from) : undefined,
      before: query.to ? new Date(seoulDayStart(query.to).getTime() + DAY_MS) : undefined,
    },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  return {
    items: rows.map((row) => ({
      ...presentMovement(row),
      sku: { id: row.sku_id, name: row.sku_name, barcode: row.sku_barcode },
      teamName: row.team_name,
      warehouseCode: row.warehouse_code,
      actorName: row.actor_name,
    })),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
