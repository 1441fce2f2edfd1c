import {
  getPageCount,
  type InventoryItem,
  type InventoryListQuery,
  inventoryListQuerySchema,
  type Page,
  type StockMovement,
  type StockMovementListQuery,
  stockMovementListQuerySchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { listMovementRows, presentMovement, skuStocks } from '../inventory/inventory.api.ts';
import { listSkuRows } from './skus.repository.ts';

/** `GET /api/fulfillment/inventory?q=&lowStock=`: every SKU of the team with its stock per location, by name. */
export async function listInventory(
  db: Kysely<Database>,
  customer: FulfillmentCustomer,
  input: InventoryListQuery,
): Promise<Page<InventoryItem>> {
  const query = inventoryListQuerySchema.parse(input);
  const { rows, total } = await listSkuRows(
    db,
    {
      teamId: customer.teamId,
      q: query.q?.trim() || undefined,
      lowStock: query.lowStock === 'true',
      sort: 'name',
    },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  const stocks = await skuStocks(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => ({
      sku: { id: row.id, name: row.name, barcode: row.barcode, lowStockThreshold: row.low_stock_threshold },
      stock: stocks.get(row.id) ?? { onHand: 0, reserved: 0, available: 0, quarantined: 0, locations: [] },
    })),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}

/** `GET /api/fulfillment/inventory/movements?skuId=&kind=`: the team's ledger, newest first. */
export async function listStockMovements(
  db: Kysely<Database>,
  customer: FulfillmentCustomer,
  input: StockMovementListQuery,
): Promise<Page<StockMovement>> {
  const query = stockMovementListQuerySchema.parse(input);
  const { rows, total } = await listMovementRows(
    db,
    { teamId: customer.teamId, skuId: query.skuId, kind: query.kind },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  return {
    items: rows.map(presentMovement),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
