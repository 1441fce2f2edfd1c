import {
  type AdminStockQuery,
  type AdminStockRow,
  adminStockQuerySchema,
  getPageCount,
  type Page,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listAdminStockRows } from './admin-stock.repository.ts';

/** `GET /api/admin/stock`: every team's stock by location, filtered by warehouse, team and text. */
export async function listStockByStaff(
  db: Kysely<Database>,
  input: AdminStockQuery,
): Promise<Page<AdminStockRow>> {
  const query = adminStockQuerySchema.parse(input);
  const { rows, total } = await listAdminStockRows(
    db,
    { warehouseId: query.warehouseId, teamId: query.teamId, q: query.q?.trim() || undefined },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  return {
    items: rows.map((row) => ({
      sku: { id: row.sku_id, name: row.sku_name, barcode: row.barcode },
      team: { id: row.team_id, name: row.team_name },
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
