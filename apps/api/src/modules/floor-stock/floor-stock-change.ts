import {
  fulfillmentMessage,
  type Language,
  normalizeLocationCode,
  SELLABLE_WAREHOUSE_LOCATION_KINDS,
  type StockChangeResult,
} from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type IdempotentCommand, runCommand } from '../command-idempotency/command-idempotency.api.ts';
import {
  findMovementsByIds,
  findSkuOwner,
  type LocationRow,
  type MovementContext,
  presentMovement,
  resolveLocations,
  skuStocks,
} from '../inventory/inventory.api.ts';
import { allocateWaitingOrders, lockQueueAndStock } from '../orders/orders.api.ts';
import { type FloorCaller, findDefaultWarehouse, findWarehouse } from '../warehouses/warehouses.api.ts';

// What the floor's stock commands (adjust, move) share: whose warehouse, the SKU, the locations
// named by code, and the one transaction that locks the team's order queue and then, at once, every
// balance it may touch (before changing any), changes stock through the ledger and then allocates
// waiting orders when stock became sellable.

/** Locations stock may be counted at or moved between (outbound stock belongs to orders). */
export const COUNTABLE_KINDS: readonly LocationRow['kind'][] = ['storage', 'receiving', 'quarantine'];

export const isSellable = (location: LocationRow) =>
  SELLABLE_WAREHOUSE_LOCATION_KINDS.includes(location.kind);

/**
 * The worker's warehouse (naming another one: 404); staff work in the one they name, or the
 * default one (인천 1센터); any one at /api/admin/stock too.
 */
async function warehouseOf(
  db: Kysely<Database>,
  floor: FloorCaller,
  named: string | undefined,
): Promise<string> {
  if (floor.warehouseId) {
    if (named !== undefined && named !== floor.warehouseId) throw new AppError('NOT_FOUND');
    return floor.warehouseId;
  }
  const warehouse = named === undefined ? await findDefaultWarehouse(db) : await findWarehouse(db, named);
  if (!warehouse) throw new AppError('NOT_FOUND');
  return warehouse.id;
}

export interface FloorStockWork {
  trx: Transaction<Database>;
  warehouseId: string;
  sku: { id: string; team_id: string };
  locations: Map<string, LocationRow>;
  location: (code: string) => LocationRow;
  /** Who and what the movements are recorded for (no reference; the reason when there is one). */
  ctx: MovementContext;
}

/**
 * Runs `work` in one transaction: the SKU (404 when unknown) and the locations by code (400 on the
 * field when not in the warehouse), the team's order queue locked first and then the SKU's balances
 * at the named locations and every balance allocating may reserve from (queue → balances, all in
 * one (SKU, location) order, as every stock change does), then `work`, which answers the movement ids (null: not enough
 * available, 409 INSUFFICIENT_STOCK, nothing written), whether stock became sellable and what else
 * the answer carries (kept with it for a retried key). With a
 * command (an `Idempotency-Key`), the key is claimed first in that transaction (runCommand).
 */
export async function changeFloorStock<Extra extends object = object>(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  input: {
    skuId: string;
    reason?: string;
    codes: readonly { code: string; field: string }[];
    lang: Language;
    /** The warehouse staff named (workers: their own or 404). */
    warehouseId?: string | undefined;
    /** With an `Idempotency-Key`: a retry answers the first answer and changes nothing. */
    command?: IdempotentCommand | undefined;
  },
  work: (
    ctx: FloorStockWork,
  ) => Promise<{ movementIds: string[] | null; sellableMore: boolean; extra?: Extra }>,
): Promise<StockChangeResult & Partial<Extra>> {
  const warehouseId = await warehouseOf(deps.db, floor, input.warehouseId);
  const now = deps.now();
  return runCommand(deps.db, input.command, async (trx): Promise<StockChangeResult & Partial<Extra>> => {
    const sku = await findSkuOwner(trx, input.skuId);
    if (!sku) {
      throw new AppError('VALIDATION_FAILED', {
        fields: { skuId: fulfillmentMessage(input.lang, 'unknownSku') },
      });
    }
    const locations = await resolveLocations(trx, warehouseId, input.codes, input.lang, COUNTABLE_KINDS);
    const location = (code: string) => {
      const found = locations.get(normalizeLocationCode(code));
      if (!found) throw new Error(`location ${code} was resolved but is missing`);
      return found;
    };
    // A named location without a balance gets an empty row here, so it is locked in order with
    // the rest; if `work` leaves it empty it has failed (not enough stock) and all rolls back.
    await lockQueueAndStock(
      trx,
      sku.team_id,
      {
        skuIds: [sku.id],
        create: [...locations.values()].map((l) => ({ skuId: sku.id, locationId: l.id })),
      },
      { warehouseId, now },
    );
    const ctx: MovementContext = {
      teamId: sku.team_id,
      warehouseId,
      ref: null,
      reason: input.reason ?? null,
      actorId: floor.userId,
      now,
    };
    const { movementIds, sellableMore, extra } = await work({
      trx,
      warehouseId,
      sku,
      locations,
      location,
      ctx,
    });
    if (!movementIds) throw new AppError('INSUFFICIENT_STOCK');
    if (sellableMore) await allocateWaitingOrders(trx, sku.team_id, [sku.id], { now, actorId: floor.userId });
    const movements = (await findMovementsByIds(trx, movementIds)).map(presentMovement);
    const stock = (await skuStocks(trx, [sku.id])).get(sku.id);
    const answer: StockChangeResult = { movements, locations: stock?.locations ?? [] };
    return { ...(extra ?? {}), ...answer } as StockChangeResult & Partial<Extra>;
  });
}
