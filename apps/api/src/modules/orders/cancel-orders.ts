import {
  type CancelOrdersRequest,
  type CancelOrdersResult,
  cancelOrderError,
  cancelOrdersRequestSchema,
  type ErrorCode,
  getErrorMessage,
  type Language,
  orderInWaveError,
} from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { releaseStock } from '../inventory/inventory.api.ts';
import { findOpenWavesOfOrders } from '../waves/waves.api.ts';
import { allocateWaitingOrders, lockQueueAndStock } from './allocate-waiting-orders.ts';
import {
  deleteAllocations,
  findAllocations,
  insertHistory,
  lockOrderQueue,
  lockTeamOrders,
  moveOrderStatus,
} from './orders.repository.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

/**
 * `POST /api/fulfillment/canceling/user {orderIds}`: cancels the team's waiting and allocated
 * orders in one transaction (reservations released, then the team's waiting orders allocated
 * oldest first from what was freed). An already cancelled order is listed as cancelled again
 * (repeating is harmless); one the warehouse has started is refused with ORDER_ALREADY_PICKING,
 * one an open pick wave holds with ORDER_IN_WAVE (the desk cancels the wave first).
 * An id that is not the team's order — another team's, or none at all — is refused with
 * NOT_FOUND, the same answer either way, so the batch neither fails nor tells whether it exists.
 */
export async function cancelOrders(
  deps: Deps,
  customer: FulfillmentCustomer,
  body: CancelOrdersRequest,
  lang: Language,
): Promise<CancelOrdersResult> {
  const { orderIds } = cancelOrdersRequestSchema.parse(body);
  const now = deps.now();
  const { canceled, refused } = await transact(deps.db, (trx) => applyCancel(trx, customer, orderIds, now));
  // Each refusal says why in the caller's language, as an error answer would.
  return {
    canceled,
    refused: refused.map((entry) => ({ ...entry, message: getErrorMessage(entry.code, lang) })),
  };
}

/** The orders canceled and those refused, with the refusal's code. */
export interface AppliedCancel {
  canceled: string[];
  refused: { id: string; code: ErrorCode }[];
}

/** The cancel inside the caller's transaction (the route, and the demo data). */
export async function applyCancel(
  trx: Transaction<Database>,
  customer: Pick<FulfillmentCustomer, 'teamId' | 'userId'>,
  orderIds: readonly string[],
  now: Date,
): Promise<AppliedCancel> {
  const ids = [...new Set(orderIds)];
  await lockOrderQueue(trx, customer.teamId);
  const orders = new Map((await lockTeamOrders(trx, customer.teamId, ids)).map((o) => [o.id, o]));
  // Read with the orders locked: a wave being created skips them, so this stays true until commit.
  const waves = await findOpenWavesOfOrders(trx, [...orders.keys()]);
  const allocations = await findAllocations(
    trx,
    [...orders.values()]
      .filter((o) => o.status === 'allocated' && !orderInWaveError(o.status, waves.get(o.id)?.status ?? null))
      .map((o) => o.id),
  );
  // Every reservation this cancel releases and every balance the freed stock may be allocated
  // from, locked together before the first release (queue → orders → balances, in one order).
  if (allocations.length > 0) {
    await lockQueueAndStock(trx, customer.teamId, {
      skuIds: allocations.map((a) => a.sku_id),
      rows: allocations.map((a) => ({ skuId: a.sku_id, locationId: a.location_id })),
    });
  }
  const canceled: string[] = [];
  const refused: AppliedCancel['refused'] = [];
  const freed = new Set<string>();
  for (const id of ids) {
    const order = orders.get(id);
    if (!order) {
      refused.push({ id, code: 'NOT_FOUND' });
      continue;
    }
    const refusal =
      cancelOrderError(order.status) ?? orderInWaveError(order.status, waves.get(id)?.status ?? null);
    if (refusal) {
      refused.push({ id, code: refusal });
      continue;
    }
    if (order.status !== 'canceled') {
      if (order.status === 'allocated') {
        const own = allocations
          .filter((a) => a.order_id === id)
          .map((a) => ({
            skuId: a.sku_id,
            locationId: a.location_id,
            locationCode: a.code,
            quantity: a.quantity,
          }));
        await releaseStock(trx, own, {
          teamId: customer.teamId,
          warehouseId: order.warehouse_id,
          ref: { type: 'order', id, label: order.order_no },
          reason: 'canceled',
          actorId: customer.userId,
          now,
        });
        await deleteAllocations(trx, id);
        for (const a of own) freed.add(a.skuId);
      }
      if (!(await moveOrderStatus(trx, id, order.status, 'canceled', now)))
        throw new Error(`order ${id} moved while locked`);
      await insertHistory(trx, { orderId: id, status: 'canceled', actorId: customer.userId, at: now });
    }
    canceled.push(id);
  }
  if (freed.size > 0) await allocateWaitingOrders(trx, customer.teamId, [...freed], { now, actorId: null });
  return { canceled, refused };
}
