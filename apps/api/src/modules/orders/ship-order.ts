import { type FloorOrder, isParcelCompany } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { followParcel } from '../carriers/carriers.api.ts';
import { type MovementContext, shipStock } from '../inventory/inventory.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { type FloorStep, runFloorStep } from './floor-order.ts';
import { enqueueOrderEvent } from './order-events.ts';
import { ORDER_PARCEL_OWNER } from './order-parcels.ts';
import { findLines, findParcels, insertHistory, lockOrder, moveOrderStatus } from './orders.repository.ts';

export { ORDER_PARCEL_OWNER } from './order-parcels.ts';

/**
 * What shipping does, whoever ships: the picked stock leaves the outbound area with the carrier
 * (on hand and reserved both fall), and parcels with a waybill are followed (already from packing;
 * again harmlessly, for parcels packed before packing followed them).
 */
async function handOver(
  trx: Transaction<Database>,
  order: { id: string; team_id: string },
  ctx: MovementContext,
): Promise<void> {
  const lines = await findLines(trx, [order.id]);
  await shipStock(
    trx,
    lines.map((l) => ({ skuId: l.sku_id, quantity: l.quantity })),
    ctx,
  );
  for (const parcel of await findParcels(trx, order.id)) {
    if (parcel.invoice_no === null || !isParcelCompany(parcel.parcel_company)) continue;
    await followParcel(trx, {
      parcelCompany: parcel.parcel_company,
      invoiceNo: parcel.invoice_no,
      ownerType: ORDER_PARCEL_OWNER,
      ownerId: order.id,
      teamId: order.team_id,
      now: ctx.now,
    });
  }
}

/**
 * `POST /api/warehouse/orders/{id}/ship`: packed → shipped, the floor handing the order to the
 * carrier; the team's `order.shipped` webhook event goes with it. Its delivery report moves the
 * order to delivered.
 */
export function shipOrder(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  orderId: string,
): Promise<FloorOrder> {
  return runFloorStep(deps, floor, orderId, shipStep);
}

/** packed → shipped by the floor (the routes, and the demo data). */
export const shipStep: FloorStep = {
  from: 'packed',
  to: 'shipped',
  work: handOver,
  done: (trx, order, now) => enqueueOrderEvent(trx, order.id, 'order.shipped', now),
};

/**
 * The carrier's first scan (집화) of a packed order's parcel ships the order when the floor did
 * not press ship: the carrier has it, so the stock has left. Inside the carriers module's
 * transaction; an order in any other status is left alone (false).
 */
export async function shipOrderAtFirstScan(
  trx: Transaction<Database>,
  orderId: string,
  at: Date,
): Promise<boolean> {
  const order = await lockOrder(trx, orderId);
  if (order?.status !== 'packed') return false;
  await handOver(trx, order, {
    teamId: order.team_id,
    warehouseId: order.warehouse_id,
    ref: { type: 'order', id: order.id, label: order.order_no },
    actorId: null,
    now: at,
  });
  if (!(await moveOrderStatus(trx, order.id, 'packed', 'shipped', at)))
    throw new Error(`order ${order.id} moved while locked`);
  await insertHistory(trx, { orderId: order.id, status: 'shipped', note: null, actorId: null, at });
  await enqueueOrderEvent(trx, order.id, 'order.shipped', at);
  return true;
}
