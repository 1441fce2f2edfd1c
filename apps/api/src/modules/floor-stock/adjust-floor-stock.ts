import {
  type Language,
  type StockAdjustRequest,
  type StockChangeResult,
  stockAdjustRequestSchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { IdempotentCommand } from '../command-idempotency/command-idempotency.api.ts';
import { adjustStock } from '../inventory/inventory.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { changeFloorStock, isSellable } from './floor-stock-change.ts';

/**
 * `POST /api/warehouse/stock/adjust {skuId, locationCode, quantity, reason}`: a counted difference
 * at a location of the worker's warehouse — one conditional ledger `adjust` (−n never below what
 * orders reserved: 409 INSUFFICIENT_STOCK, nothing written). Found stock at a sellable location
 * allocates the team's waiting orders, oldest first, in the same transaction.
 */
export function adjustFloorStock(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  body: StockAdjustRequest,
  lang: Language,
  command?: IdempotentCommand,
): Promise<StockChangeResult> {
  const request = stockAdjustRequestSchema.parse(body);
  return changeFloorStock(
    deps,
    floor,
    {
      skuId: request.skuId,
      reason: request.reason,
      codes: [{ code: request.locationCode, field: 'locationCode' }],
      lang,
      warehouseId: request.warehouseId,
      command,
    },
    async ({ trx, sku, location, ctx }) => {
      const at = location(request.locationCode);
      const movementIds = await adjustStock(trx, { skuId: sku.id, locationId: at.id }, request.quantity, ctx);
      return { movementIds, sellableMore: request.quantity > 0 && isSellable(at) };
    },
  );
}
