import {
  fulfillmentMessage,
  type Language,
  type StockChangeResult,
  type StockMoveRequest,
  stockMoveRequestSchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { IdempotentCommand } from '../command-idempotency/command-idempotency.api.ts';
import { moveStock } from '../inventory/inventory.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { changeFloorStock, isSellable } from './floor-stock-change.ts';

/**
 * `POST /api/warehouse/stock/move {skuId, fromLocationCode, toLocationCode, quantity}`: putaway or
 * replenishment — available stock from one location to another, two ledger `putaway` rows in one
 * transaction (not enough available at the source: 409 INSUFFICIENT_STOCK, nothing written). Stock
 * moved out of quarantine onto a sellable location allocates the team's waiting orders.
 */
export function moveFloorStock(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  body: StockMoveRequest,
  lang: Language,
  command?: IdempotentCommand,
): Promise<StockChangeResult> {
  const request = stockMoveRequestSchema.parse(body);
  return changeFloorStock(
    deps,
    floor,
    {
      skuId: request.skuId,
      codes: [
        { code: request.fromLocationCode, field: 'fromLocationCode' },
        { code: request.toLocationCode, field: 'toLocationCode' },
      ],
      lang,
      warehouseId: request.warehouseId,
      command,
    },
    async ({ trx, sku, location, ctx }) => {
      const from = location(request.fromLocationCode);
      const to = location(request.toLocationCode);
      if (from.id === to.id) {
        throw new AppError('VALIDATION_FAILED', {
          fields: { toLocationCode: fulfillmentMessage(lang, 'sameLocation') },
        });
      }
      const movementIds = await moveStock(
        trx,
        { skuId: sku.id, fromLocationId: from.id, toLocationId: to.id, quantity: request.quantity },
        ctx,
      );
      return { movementIds, sellableMore: !isSellable(from) && isSellable(to) };
    },
  );
}
