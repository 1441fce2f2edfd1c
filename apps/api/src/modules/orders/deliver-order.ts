import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TrackingChange } from '../carriers/carriers.api.ts';
import { enqueueOrderEvent } from './order-events.ts';
import {
  countUndeliveredParcels,
  insertHistory,
  moveOrderStatus,
  updateParcelStatus,
} from './orders.repository.ts';
import { shipOrderAtFirstScan } from './ship-order.ts';

/**
 * The internal command the carriers module calls (inside its transaction) when an order's parcel
 * is delivered: shipped → delivered, recorded in the history. Nothing moves in the ledger (the
 * stock left at shipping), and the team's `order.delivered` webhook event goes with it. An order
 * not (or no longer) shipped is left as it is; false then.
 */
export async function markOrderDelivered(
  trx: Transaction<Database>,
  orderId: string,
  options: { at: Date; note?: string | null },
): Promise<boolean> {
  if (!(await moveOrderStatus(trx, orderId, 'shipped', 'delivered', options.at))) return false;
  await insertHistory(trx, {
    orderId,
    status: 'delivered',
    note: options.note ?? null,
    actorId: null,
    at: options.at,
  });
  await enqueueOrderEvent(trx, orderId, 'order.delivered', options.at);
  return true;
}

/**
 * What the carriers module tells the orders module about a followed parcel (owner type `order`):
 * the parcel's status is kept; the carrier's first scan ships a packed order the floor has not
 * shipped (the order's state machine only goes packed → shipped → delivered, so a parcel seen
 * delivered in the same poll ships the order first); once every parcel of the order with a waybill
 * is delivered the order is delivered (at the carrier's delivery time).
 */
export async function onOrderParcelTracked(
  trx: Transaction<Database>,
  change: TrackingChange,
): Promise<void> {
  const now = change.deliveredAt ?? new Date();
  await updateParcelStatus(trx, change, now);
  if (change.firstScanAt) await shipOrderAtFirstScan(trx, change.ownerId, change.firstScanAt);
  if (change.status !== 'delivered') return;
  if ((await countUndeliveredParcels(trx, change.ownerId)) === 0)
    await markOrderDelivered(trx, change.ownerId, { at: now });
}
