import {
  getPageCount,
  normalizeLocationCode,
  type Page,
  type WarehouseStockQuery,
  warehouseStockQuerySchema,
  type warehouseStockRowSchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { listAdminStockRows } from './admin-stock.repository.ts';

type WarehouseStockRow = z.infer<typeof warehouseStockRowSchema>;

/**
 * `GET /api/warehouse/stock?locationCode=&skuId=&barcode=`: balances in the worker's warehouse (staff: all,
 * or `warehouseId`) by SKU name then location code; empty balances are left out.
 */
export async function listWarehouseStock(
  db: Kysely<Database>,
  floor: FloorCaller,
  input: WarehouseStockQuery,
): Promise<Page<WarehouseStockRow>> {
  const query = warehouseStockQuerySchema.parse(input);
  const locationCode = query.locationCode?.trim() ? normalizeLocationCode(query.locationCode) : undefined;
  const { rows, total } = await listAdminStockRows(
    db,
    {
      warehouseId: floor.warehouseId ?? query.warehouseId,
      skuId: query.skuId?.trim() || undefined,
      barcode: query.barcode?.trim() || undefined,
      locationCode,
    },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  return {
    items: rows.map((row) => ({
      sku: { id: row.sku_id, name: row.sku_name, barcode: row.barcode, teamName: row.team_name },
      warehouseId: row.warehouse_id,
      warehouseCode: row.warehouse_code,
      locationCode: row.location_code,
      kind: row.kind,
      onHand: row.on_hand,
      reserved: row.reserved,
      available: row.kind === 'quarantine' ? 0 : row.on_hand - row.reserved,
    })),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
