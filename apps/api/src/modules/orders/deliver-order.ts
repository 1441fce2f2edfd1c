import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TrackingChange } from '../carriers/carriers.api.ts';
import { enqueueOrderEvent } from './order-events.ts';
import {
  countParcelOutcomes,
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
 * The carrier brought the order's parcels that were not delivered back to the warehouse (반송):
 * shipped → returned_to_sender, recorded in the history with the waybills. Nothing moves in the
 * ledger here: what comes back is received like any other stock by the floor. False when the
 * order is not (or no longer) shipped.
 */
export async function markOrderReturnedToSender(
  trx: Transaction<Database>,
  orderId: string,
  options: { at: Date; note?: string | null },
): Promise<boolean> {
  if (!(await moveOrderStatus(trx, orderId, 'shipped', 'returned_to_sender', options.at))) return false;
  await insertHistory(trx, {
    orderId,
    status: 'returned_to_sender',
    note: options.note ?? null,
    actorId: null,
    at: options.at,
  });
  return true;
}

/**
 * What the carriers module tells the orders module about a followed parcel (owner type `order`):
 * the parcel's status is kept; the carrier's first scan ships a packed order the floor has not
 * shipped (the order's state machine only goes packed → shipped → delivered, so a parcel seen
 * delivered in the same poll ships the order first). Once none of the order's parcels with a
 * waybill is still on its way, the order is delivered (at the carrier's delivery time) when every
 * one was delivered, or returned to sender when the carrier brought one back (반송 완료).
 */
export async function onOrderParcelTracked(
  trx: Transaction<Database>,
  change: TrackingChange,
): Promise<void> {
  const returnedAt = change.returnedToSender ? new Date(change.events.at(-1)?.time ?? Date.now()) : undefined;
  const now = change.deliveredAt ?? returnedAt ?? new Date();
  await updateParcelStatus(trx, change, now, returnedAt);
  if (change.firstScanAt) await shipOrderAtFirstScan(trx, change.ownerId, change.firstScanAt);
  if (change.status !== 'delivered' && !returnedAt) return;
  const parcels = await countParcelOutcomes(trx, change.ownerId);
  if (parcels.moving > 0) return;
  if (parcels.returned > 0)
    await markOrderReturnedToSender(trx, change.ownerId, {
      at: now,
      note: `반송 완료 (${change.invoiceNo})`,
    });
  else await markOrderDelivered(trx, change.ownerId, { at: now });
}
