import { toSeoulIso } from '@baro/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReturnStatusValue } from '../../db/schema-inbound.ts';
import { enqueueWebhookEvent } from '../webhooks/webhooks.api.ts';
import { presentReturn } from './present-return.ts';

const EVERYWHERE = { teamId: null, warehouseId: null } as const;

/**
 * Queues the team's `return.updated` webhook event inside the transaction that created or moved
 * the return, with the return as it commits (events may arrive out of order, so the receiver gets
 * the whole picture: status, the step before, the collection waybill and what inspection decided
 * for each item). Read only when an endpoint is subscribed.
 */
export async function enqueueReturnEvent(
  trx: Transaction<Database>,
  subject: { id: string; teamId: string; previousStatus: ReturnStatusValue | null },
  now: Date,
): Promise<void> {
  await enqueueWebhookEvent(
    trx,
    subject.teamId,
    'return.updated',
    async () => {
      const current = await presentReturn(trx, subject.id, EVERYWHERE);
      return {
        returnId: current.id,
        returnNo: current.returnNo,
        orderId: current.order.id,
        orderNo: current.order.orderNo,
        status: current.status,
        previousStatus: subject.previousStatus,
        reason: current.reason,
        parcel: current.parcel
          ? { parcelCompany: current.parcel.parcelCompany, invoiceNo: current.parcel.invoiceNo }
          : null,
        items: current.items.map((item) => ({
          skuId: item.id,
          name: item.name,
          quantity: item.quantity,
          restocked: item.restocked,
          quarantined: item.quarantined,
          disposed: item.disposed,
        })),
        updatedAt: toSeoulIso(now),
      };
    },
    { now },
  );
}
