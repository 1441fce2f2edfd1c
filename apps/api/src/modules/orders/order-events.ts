import { toSeoulIso } from '@baro/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { enqueueWebhookEvent } from '../webhooks/webhooks.api.ts';
import { findOrderRow, findParcels } from './orders.repository.ts';

/**
 * Queues the team's `order.shipped` / `order.delivered` webhook event inside the transaction that
 * moved the order, with the order's state as it commits (events may arrive out of order, so the
 * receiver gets the whole picture, parcels and their waybills included).
 */
export async function enqueueOrderEvent(
  trx: Transaction<Database>,
  orderId: string,
  type: 'order.shipped' | 'order.delivered',
  now: Date,
): Promise<void> {
  const order = await findOrderRow(trx, orderId);
  if (!order) return;
  const parcels = await findParcels(trx, orderId);
  await enqueueWebhookEvent(
    trx,
    order.team_id,
    type,
    {
      orderId: order.id,
      orderNo: order.order_no,
      channelOrderNo: order.channel_order_no,
      status: order.status,
      shippedAt: order.shipped_at ? toSeoulIso(order.shipped_at) : null,
      deliveredAt: order.delivered_at ? toSeoulIso(order.delivered_at) : null,
      parcels: parcels
        .filter((p) => p.invoice_no !== null)
        .map((p) => ({ parcelCompany: p.parcel_company, invoiceNo: p.invoice_no, status: p.status })),
    },
    { now },
  );
}
