import { splitAcrossLocations } from '@baro/core';
import type { Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { specialLocation } from './special-locations.ts';
import {
  byBalanceKey,
  decreaseOnHand,
  increaseOnHand,
  lockBalances,
  lockCandidates,
  type MovementContext,
  recordWithoutBalance,
  releaseAt,
  reserveAt,
  setCountedOnHand,
} from './stock.repository.ts';

// The ledger operations other modules run inside their own transactions (inbound receiving,
// orders, returns). Each is atomic and conditional; none reads a balance to write it back.
//
// Lock order: an operation that changes more than one balance first locks all of them in one
// statement, ordered by (SKU, location) (`lockBalances`; reserving locks its candidates the same
// way), and only then changes them. Changing them one by one instead — a shelf, then outbound,
// then the next shelf — takes locks in an order no other transaction agrees with, and PostgreSQL
// answers two such transactions with `deadlock detected`. A transaction that changes stock and
// then allocates waiting orders locks the rows reserving will take up front as well
// (`lockStock`'s `sellableOf`).

export { lockBalances as lockStock } from './stock.repository.ts';

/** Where an order's stock of one SKU is reserved. */
export interface Allocation {
  skuId: string;
  locationId: string;
  locationCode: string;
  quantity: number;
}

export type { MovementContext };

/** Stock in (received, restocked, quarantined) at a location. */
export async function receiveStock(
  trx: Transaction<Database>,
  line: { skuId: string; locationId: string; quantity: number },
  kind: 'receive' | 'restock' | 'quarantine',
  ctx: MovementContext,
): Promise<string> {
  const { movementId } = await increaseOnHand(trx, kind, line, line.quantity, ctx);
  return movementId;
}

/** A returned unit that is thrown away: it never re-enters stock, the trail records it at quarantine. */
export async function disposeStock(
  trx: Transaction<Database>,
  line: { skuId: string; quantity: number },
  ctx: MovementContext,
): Promise<string> {
  const quarantine = await specialLocation(trx, ctx.warehouseId, 'quarantine');
  return recordWithoutBalance(
    trx,
    'dispose',
    { skuId: line.skuId, locationId: quarantine.id },
    line.quantity,
    ctx,
  );
}

/**
 * Reserves every line, or nothing: locks the SKUs' sellable balances (one statement, fixed order),
 * splits each need across locations oldest stock first, and reserves each part with a conditional
 * update. Null when the warehouse holds too little of any SKU (no change made).
 */
export async function reserveStock(
  trx: Transaction<Database>,
  lines: readonly { skuId: string; quantity: number }[],
  ctx: MovementContext,
): Promise<Allocation[] | null> {
  const sorted = [...lines].sort((a, b) => (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0));
  const candidates = await lockCandidates(
    trx,
    ctx.warehouseId,
    sorted.map((line) => line.skuId),
  );
  const plans: {
    line: { skuId: string; quantity: number };
    plan: { location: (typeof candidates)[number]; take: number }[];
  }[] = [];
  for (const line of sorted) {
    const plan = splitAcrossLocations(
      line.quantity,
      candidates.filter((c) => c.sku_id === line.skuId),
    );
    if (!plan) return null;
    plans.push({ line, plan });
  }
  const allocations: Allocation[] = [];
  for (const { line, plan } of plans) {
    for (const { location, take } of plan) {
      // Under the lock this cannot miss; if it ever did, the transaction must not go on half-done.
      const reserved = await reserveAt(
        trx,
        { skuId: line.skuId, locationId: location.location_id },
        take,
        ctx,
      );
      if (!reserved) throw new Error(`reservation of ${line.skuId} at ${location.code} refused under lock`);
      allocations.push({
        skuId: line.skuId,
        locationId: location.location_id,
        locationCode: location.code,
        quantity: take,
      });
    }
  }
  return allocations;
}

/** Gives reserved stock back (a cancelled order). Throws if a reservation is not there: the ledger would lie. */
export async function releaseStock(
  trx: Transaction<Database>,
  allocations: readonly Allocation[],
  ctx: MovementContext,
): Promise<void> {
  await lockBalances(trx, { rows: allocations }, ctx);
  for (const allocation of [...allocations].sort(byBalanceKey)) {
    const released = await releaseAt(trx, allocation, allocation.quantity, ctx);
    if (!released) throw new Error(`release of ${allocation.skuId} at ${allocation.locationCode} refused`);
  }
}

/**
 * Takes reserved stock off the shelves to the outbound area (still reserved: it is the order's).
 * Two movements per allocation: −n at the shelf, +n at outbound.
 */
export async function pickStock(
  trx: Transaction<Database>,
  allocations: readonly Allocation[],
  ctx: MovementContext,
): Promise<void> {
  const outbound = await specialLocation(trx, ctx.warehouseId, 'outbound');
  // The shelves and the outbound rows together, in (SKU, location) order, before any changes.
  await lockBalances(
    trx,
    {
      rows: allocations,
      create: allocations.map((a) => ({ skuId: a.skuId, locationId: outbound.id })),
    },
    ctx,
  );
  for (const allocation of [...allocations].sort(byBalanceKey)) {
    const taken = await decreaseOnHand(trx, 'pick', allocation, allocation.quantity, ctx, { reserved: true });
    if (!taken) throw new Error(`pick of ${allocation.skuId} at ${allocation.locationCode} refused`);
    await increaseOnHand(
      trx,
      'pick',
      { skuId: allocation.skuId, locationId: outbound.id },
      allocation.quantity,
      ctx,
      {
        reserved: true,
      },
    );
  }
}

/** Picked stock leaves the warehouse with the carrier. */
export async function shipStock(
  trx: Transaction<Database>,
  lines: readonly { skuId: string; quantity: number }[],
  ctx: MovementContext,
): Promise<void> {
  const outbound = await specialLocation(trx, ctx.warehouseId, 'outbound');
  await lockBalances(trx, { rows: lines.map((l) => ({ skuId: l.skuId, locationId: outbound.id })) }, ctx);
  for (const line of lines) {
    const shipped = await decreaseOnHand(
      trx,
      'ship',
      { skuId: line.skuId, locationId: outbound.id },
      line.quantity,
      ctx,
      {
        reserved: true,
      },
    );
    if (!shipped) throw new Error(`ship of ${line.skuId} refused: not picked`);
  }
}

/** A counted difference at a location: +n found, −n missing (never below what orders reserved). Null when −n is not available. */
export async function adjustStock(
  trx: Transaction<Database>,
  at: { skuId: string; locationId: string },
  delta: number,
  ctx: MovementContext,
): Promise<string[] | null> {
  if (delta > 0) return [(await increaseOnHand(trx, 'adjust', at, delta, ctx)).movementId];
  const taken = await decreaseOnHand(trx, 'adjust', at, -delta, ctx);
  return taken ? [taken.movementId] : null;
}

/**
 * A count at a location (the balance locked by the caller) as of when it was made: on hand becomes
 * what was counted plus what moved there since, by one conditional statement (`setCountedOnHand`).
 */
export function countStock(
  trx: Transaction<Database>,
  at: { skuId: string; locationId: string },
  count: { counted: number; countedAt: Date },
  ctx: MovementContext,
) {
  return setCountedOnHand(trx, at, count, ctx, newId('cnt'));
}

/** Putaway or replenishment: available stock from one location to another. Null when not enough is available. */
export async function moveStock(
  trx: Transaction<Database>,
  move: { skuId: string; fromLocationId: string; toLocationId: string; quantity: number },
  ctx: MovementContext,
): Promise<string[] | null> {
  // Both balances locked first, in (SKU, location) order like every multi-row change, so two
  // opposite moves queue instead of deadlocking. The caller rolls back when this answers null
  // (a destination row made for the move goes with it).
  const from = { skuId: move.skuId, locationId: move.fromLocationId };
  const to = { skuId: move.skuId, locationId: move.toLocationId };
  await lockBalances(trx, { rows: [from], create: [to] }, ctx);
  const taken = await decreaseOnHand(trx, 'putaway', from, move.quantity, ctx);
  if (!taken) return null;
  const put = await increaseOnHand(trx, 'putaway', to, move.quantity, ctx);
  return [taken.movementId, put.movementId];
}
