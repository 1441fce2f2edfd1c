import {
  type CreateReturnRequest,
  createReturnRequestSchema,
  fulfillmentMessage,
  type Language,
  type Return,
  seoulToday,
} from '@baro/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { presentReturn } from './present-return.ts';
import { enqueueReturnEvent } from './return-events.ts';
import { nextReturnNo } from './return-number.ts';
import {
  insertReturn,
  insertReturnHistory,
  lockTeamOrder,
  orderContents,
  returnedOfOrder,
} from './returns.repository.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

/**
 * `POST /api/fulfillment/returns` → 201: the customer asks items of a shipped (or delivered) order
 * back. A kit comes back as the components the order took for it; every SKU's total may not pass
 * what shipped minus what earlier returns already asked back (a field error on each line that asks
 * for it, 400 `fields`), and an item the order did not hold is a field error; an order not shipped
 * yet is 409 RETURN_NOT_ALLOWED. The order is locked, so two requests cannot both take the
 * same units.
 */
export async function createReturn(
  deps: Deps,
  customer: FulfillmentCustomer,
  body: CreateReturnRequest,
  lang: Language,
): Promise<Return> {
  const request = createReturnRequestSchema.parse(body);
  const now = deps.now();
  const id = newId('ret');
  await transact(deps.db, async (trx) => {
    const order = await lockTeamOrder(trx, customer.teamId, request.orderId);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status !== 'shipped' && order.status !== 'delivered') throw new AppError('RETURN_NOT_ALLOWED');
    const { lines, items } = await orderContents(trx, order.id);

    const wanted = new Map<string, number>();
    // Which SKUs each line of the request takes (a kit takes its components), to name the line
    // when one of them is asked back more than can be.
    const takes = new Map<number, Map<string, number>>();
    const add = (i: number, skuId: string, quantity: number) => {
      wanted.set(skuId, (wanted.get(skuId) ?? 0) + quantity);
      const line = takes.get(i) ?? new Map<string, number>();
      takes.set(i, line.set(skuId, (line.get(skuId) ?? 0) + quantity));
    };
    const fields: Record<string, string> = {};
    request.items.forEach((item, i) => {
      if (item.skuId !== undefined) {
        if (lines.some((line) => line.sku_id === item.skuId)) add(i, item.skuId, item.quantity);
        else fields[`items.${i}.skuId`] = fulfillmentMessage(lang, 'unknownSku');
        return;
      }
      const kit = items.find((orderItem) => orderItem.group_sku_id === item.groupSkuId);
      if (!kit) {
        fields[`items.${i}.groupSkuId`] = fulfillmentMessage(lang, 'unknownKit');
        return;
      }
      // The order stored what the whole line took; one kit is that divided by the kits ordered.
      for (const c of kit.components as { skuId: string; quantity: number }[])
        add(i, c.skuId, (c.quantity / kit.quantity) * item.quantity);
    });
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });

    const returned = new Map((await returnedOfOrder(trx, order.id)).map((r) => [r.sku_id, r.quantity]));
    const left = (skuId: string) =>
      (lines.find((line) => line.sku_id === skuId)?.quantity ?? 0) - (returned.get(skuId) ?? 0);
    // A quantity the order cannot give back is a field error of the line asking it (400 fields),
    // as the form refuses it: more than shipped, less what earlier returns already asked back. The
    // lines that ask too many on their own are named; when only their sum is too many, each of them.
    for (const [skuId, quantity] of wanted) {
      if (quantity <= left(skuId)) continue;
      const askers = [...takes].filter(([, line]) => line.has(skuId));
      const alone = askers.filter(([, line]) => (line.get(skuId) ?? 0) > left(skuId));
      for (const [i] of alone.length > 0 ? alone : askers)
        fields[`items.${i}.quantity`] = fulfillmentMessage(lang, 'returnQuantity');
    }
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });

    const day = seoulToday(now).slice(2).replace(/-/g, '');
    await insertReturn(
      trx,
      {
        id,
        return_no: await nextReturnNo(trx, day),
        team_id: customer.teamId,
        warehouse_id: order.warehouse_id,
        order_id: order.id,
        status: 'requested',
        reason: request.reason,
        reason_detail: request.reasonDetail ?? null,
        memo: request.memo ?? null,
        pickup_name: request.pickupAddress.name,
        pickup_phone: request.pickupAddress.phone,
        pickup_zip: request.pickupAddress.zipCode,
        pickup_address1: request.pickupAddress.address1,
        pickup_address2: request.pickupAddress.address2 ?? null,
        parcel_company: null,
        invoice_no: null,
        created_by: customer.userId,
        now,
      },
      [...wanted].map(([skuId, quantity]) => ({ skuId, quantity })),
    );
    await insertReturnHistory(trx, {
      id: newId('rth'),
      returnId: id,
      status: 'requested',
      note: null,
      actorId: customer.userId,
      at: now,
    });
    await enqueueReturnEvent(trx, { id, teamId: customer.teamId, previousStatus: null }, now);
  });
  return presentReturn(deps.db, id, { teamId: customer.teamId, warehouseId: null });
}
