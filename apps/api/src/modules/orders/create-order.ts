import { type CreateOrderRequest, createOrderRequestSchema, type Language } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { requestHash } from '../command-idempotency/command-idempotency.api.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { getWarehouse } from '../warehouses/warehouses.api.ts';
import { findOrderByIdempotencyKey, lockOrderQueue } from './orders.repository.ts';
import { type PlacedOrder, placeOrder, placingContext } from './place-order.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

/** What a retried request answers: the order the key made (as it is now), if the body is the same. */
function replay(
  order: {
    id: string;
    order_no: string;
    status: PlacedOrder['status'];
    promised_ship_date: string;
    request_hash: string | null;
  },
  hash: string,
): PlacedOrder {
  if (order.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return {
    id: order.id,
    orderNo: order.order_no,
    status: order.status,
    promisedShipDate: order.promised_ship_date,
  };
}

/**
 * `POST /api/fulfillment/orders` → 201: one order of the team, stock reserved at once
 * (`allocated`) or waiting for stock. With an `Idempotency-Key` the key and the body's hash are
 * kept on the order: the same key and body answer the same order (whatever happened to it since),
 * another body IDEMPOTENCY_KEY_REUSED. The team's order queue lock makes the key check exact.
 */
export async function createOrder(
  deps: Deps,
  customer: FulfillmentCustomer,
  body: CreateOrderRequest,
  options: { idempotencyKey: string | undefined; lang: Language },
): Promise<PlacedOrder> {
  const request = createOrderRequestSchema.parse(body);
  const hash = options.idempotencyKey === undefined ? null : requestHash(request);
  const warehouse = await getWarehouse(deps.db, customer.warehouseId);
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    await lockOrderQueue(trx, customer.teamId);
    if (options.idempotencyKey !== undefined && hash !== null) {
      const existing = await findOrderByIdempotencyKey(trx, customer.teamId, options.idempotencyKey);
      if (existing) return replay(existing, hash);
    }
    const placer = { teamId: customer.teamId, warehouseId: customer.warehouseId, userId: customer.userId };
    const context = await placingContext(trx, placer, [request], warehouse.cutOffTime, now);
    return placeOrder(trx, placer, request, context, {
      now,
      lang: options.lang,
      idempotency:
        options.idempotencyKey !== undefined && hash !== null
          ? { key: options.idempotencyKey, hash }
          : undefined,
    });
  });
}
