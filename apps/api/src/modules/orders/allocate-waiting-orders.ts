import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { reserveStock } from '../inventory/inventory.api.ts';
import {
  findLines,
  findWaitingOrders,
  insertAllocations,
  insertHistory,
  lockOrderQueue,
  moveOrderStatus,
} from './orders.repository.ts';

/**
 * Allocates the team's waiting orders that take any of `skuIds`, oldest first (queue order), each
 * all or nothing; an order the stock cannot cover yet keeps waiting and a younger one may go ahead.
 * Run it inside the transaction of anything that makes stock available (receiving, restocking a
 * return, a cancel releasing its reservation), after the stock change. It takes the team's order
 * queue lock; a caller that also changes balances should call `lockOrderQueue` before them, so
 * every transaction locks queue → orders → balances and none waits on another in a circle.
 * Answers the ids of the orders it allocated.
 */
export async function allocateWaitingOrders(
  trx: Transaction<Database>,
  teamId: string,
  skuIds: readonly string[],
  options: { now: Date; actorId?: string | null } = { now: new Date() },
): Promise<string[]> {
  await lockOrderQueue(trx, teamId);
  const waiting = await findWaitingOrders(trx, teamId, [...new Set(skuIds)]);
  if (waiting.length === 0) return [];
  const lines = await findLines(
    trx,
    waiting.map((o) => o.id),
  );
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
