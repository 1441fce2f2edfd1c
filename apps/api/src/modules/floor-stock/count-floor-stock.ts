import {
  type Language,
  type StockCountRequest,
  type StockCountResult,
  stockCountRequestSchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { IdempotentCommand } from '../command-idempotency/command-idempotency.api.ts';
import { countStock } from '../inventory/inventory.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { changeFloorStock, isSellable } from './floor-stock-change.ts';

/** The reason a count's movement carries when the handheld names none. */
export const COUNT_REASON = '재고 실사';

/**
 * `POST /api/warehouse/stock/count {skuId, locationCode, counted, countedAt?, reason?}`: sets what
 * is on hand at a location of the worker's warehouse to what was counted, as of when it was
 * counted (a time ahead of the server's is taken as now): the ledger's movements there since are
 * added, in the one conditional statement that computes the difference, so a count queued offline
 * and replayed later applies no stale difference. Below what orders reserved: 409
 * INSUFFICIENT_STOCK; older than a count already recorded there: 409 COUNT_SUPERSEDED; nothing
 * written either way. Found stock at a sellable location allocates waiting orders, oldest first.
 */
export async function countFloorStock(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  body: StockCountRequest,
  lang: Language,
  command?: IdempotentCommand,
): Promise<StockCountResult> {
  const request = stockCountRequestSchema.parse(body);
  const result = await changeFloorStock<{ difference: number }>(
    deps,
    floor,
    {
      skuId: request.skuId,
      reason: request.reason ?? COUNT_REASON,
      codes: [{ code: request.locationCode, field: 'locationCode' }],
      lang,
      warehouseId: request.warehouseId,
      command,
    },
    async ({ trx, sku, location, ctx }) => {
      const at = location(request.locationCode);
      const said = request.countedAt === undefined ? ctx.now : new Date(request.countedAt);
      const countedAt = said.getTime() > ctx.now.getTime() ? ctx.now : said;
      const outcome = await countStock(
        trx,
        { skuId: sku.id, locationId: at.id },
        { counted: request.counted, countedAt },
        ctx,
      );
      if (outcome.type === 'superseded') throw new AppError('COUNT_SUPERSEDED');
      if (outcome.type === 'short') return { movementIds: null, sellableMore: false };
      return {
        movementIds: outcome.movementId === null ? [] : [outcome.movementId],
        sellableMore: outcome.difference > 0 && isSellable(at),
        extra: { difference: outcome.difference },
      };
    },
  );
  return { ...result, difference: result.difference ?? 0 };
}
