import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lockStock, type MovementContext, reserveStock } from '../inventory/inventory.api.ts';
import {
  findLines,
  findWaitingOrders,
  insertAllocations,
  insertHistory,
  lockOrderQueue,
  moveOrderStatus,
} from './orders.repository.ts';

/** The SKUs allocating the waiting orders that take any of `skuIds` reserves from (theirs and `skuIds`). */
async function skusToAllocate(trx: Transaction<Database>, teamId: string, skuIds: readonly string[]) {
  const waiting = await findWaitingOrders(trx, teamId, [...new Set(skuIds)]);
  const lines = await findLines(
    trx,
    waiting.map((o) => o.id),
  );
  return { waiting, lines, skuIds: [...new Set([...skuIds, ...lines.map((l) => l.sku_id)])] };
}

/**
 * The start of every transaction that changes a team's stock and then allocates its waiting
 * orders (receiving, restocking a return, a floor count or move, a cancel): the team's order queue
 * lock, then — one statement, (SKU, location) order — the balances the caller will change (`rows`;
 * `create` for rows stock goes into) together with every sellable balance allocating the waiting
 * orders of `skuIds` will reserve from (none when no order waits). Locking those later, after the caller's own changes, is a
 * lock-order inversion against a pick that holds a shelf the allocation needs (deadlock).
 */
export async function lockQueueAndStock(
  trx: Transaction<Database>,
  teamId: string,
  want: {
    skuIds: readonly string[];
    rows?: readonly { skuId: string; locationId: string }[];
    create?: readonly { skuId: string; locationId: string }[];
  },
  /** Where and when `create` rows are made (needed only with `create`). */
  ctx?: Pick<MovementContext, 'warehouseId' | 'now'>,
): Promise<void> {
  await lockOrderQueue(trx, teamId);
  // Under the queue lock no order starts waiting, so with none waiting now nothing is allocated.
  const { waiting, skuIds } = await skusToAllocate(trx, teamId, want.skuIds);
  await lockStock(
    trx,
    { rows: want.rows ?? [], create: want.create ?? [], sellableOf: waiting.length > 0 ? skuIds : [] },
    ctx && { teamId, ...ctx },
  );
}

/**
 * Allocates the team's waiting orders that take any of `skuIds`, oldest first (queue order), each
 * all or nothing; an order the stock cannot cover yet keeps waiting and a younger one may go ahead.
 * Run it inside the transaction of anything that makes stock available (receiving, restocking a
 * return, a cancel releasing its reservation), after the stock change. It takes the team's order
 * queue lock and then every balance it may reserve from, all at once in (SKU, location) order; a
 * caller that also changes balances calls `lockQueueAndStock` before changing them, so every
 * transaction locks queue → orders → balances (all of them, in one order) and none waits on
 * another in a circle. Answers the ids of the orders it allocated.
 */
export async function allocateWaitingOrders(
  trx: Transaction<Database>,
  teamId: string,
  skuIds: readonly string[],
  options: { now: Date; actorId?: string | null } = { now: new Date() },
): Promise<string[]> {
  await lockOrderQueue(trx, teamId);
  const { waiting, lines, skuIds: reserving } = await skusToAllocate(trx, teamId, skuIds);
  if (waiting.length === 0) return [];
  // Every candidate of every waiting order at once, not order by order (a later order's SKU may
  // sort before an earlier one's); already held when the caller used lockQueueAndStock.
  await lockStock(trx, { sellableOf: reserving });
  const allocated: string[] = [];
  for (const order of waiting) {
    const need = lines
      .filter((l) => l.order_id === order.id)
      .map((l) => ({ skuId: l.sku_id, quantity: l.quantity }));
    const allocations = await reserveStock(trx, need, {
      teamId,
      warehouseId: order.warehouse_id,
      ref: { type: 'order', id: order.id, label: order.order_no },
      actorId: options.actorId ?? null,
      now: options.now,
    });
    if (!allocations) continue;
    // Under the queue lock nothing else moves a waiting order; the condition is the backstop.
    if (!(await moveOrderStatus(trx, order.id, 'waiting', 'allocated', options.now)))
      throw new Error(`waiting order ${order.id} moved under the queue lock`);
    await insertAllocations(trx, order.id, allocations);
    await insertHistory(trx, {
      orderId: order.id,
      status: 'allocated',
      note: null,
      actorId: options.actorId ?? null,
      at: options.now,
    });
    allocated.push(order.id);
  }
  return allocated;
}
