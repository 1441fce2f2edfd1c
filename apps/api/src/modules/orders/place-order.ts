import { kitStatusOf, type Language, promisedShipDate, toSeoulDateString } from '@baro/core';
import type { Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderStatusValue } from '../../db/schema-orders.ts';
import { AppError } from '../../http/app-error.ts';
import { loadExtraHolidays } from '../calendar/calendar.api.ts';
import { reserveStock } from '../inventory/inventory.api.ts';
import {
  findTeamKitComponents,
  findTeamSkus,
  insertAllocations,
  insertHistory,
  insertOrder,
  insertOrderParts,
  nextOrderSeq,
} from './orders.repository.ts';
import {
  explodeItems,
  type KnownKit,
  type KnownSku,
  type OrderItemRequest,
  orderNumber,
} from './orders.rules.ts';

/** Who places orders: the approved team, its warehouse and the member. */
export interface OrderPlacer {
  teamId: string;
  warehouseId: string;
  userId: string | null;
}

export interface OrderRequest {
  /** Validated by the contract: phone and postal code already normalised. */
  recipient: {
    name: string;
    phone: string;
    zipCode: string;
    address1: string;
    address2?: string | undefined;
  };
  items: readonly OrderItemRequest[];
  memo?: string | undefined;
  channelOrderNo?: string | undefined;
}

export interface PlacedOrder {
  id: string;
  orderNo: string;
  status: OrderStatusValue;
  promisedShipDate: string;
}

/** What placing many orders in one transaction reads once: the team's SKUs and kits, the ship date. */
export interface PlacingContext {
  skus: Map<string, KnownSku>;
  kits: Map<string, KnownKit>;
  promisedShipDate: string;
}

/** Reads the SKUs and kits these requests name (the team's only) and today's promised ship date. */
export async function placingContext(
  trx: Transaction<Database>,
  placer: OrderPlacer,
  requests: readonly { items: readonly OrderItemRequest[] }[],
  cutOffTime: string,
  now: Date,
): Promise<PlacingContext> {
  const skuIds = new Set<string>();
  const kitIds = new Set<string>();
  for (const request of requests)
    for (const item of request.items) {
      if (item.skuId !== undefined) skuIds.add(item.skuId);
      if (item.groupSkuId !== undefined) kitIds.add(item.groupSkuId);
    }
  const [skuRows, kitRows, holidays] = await Promise.all([
    findTeamSkus(trx, placer.teamId, [...skuIds]),
    findTeamKitComponents(trx, placer.teamId, [...kitIds]),
    loadExtraHolidays(trx),
  ]);
  const kits = new Map<string, KnownKit>();
  for (const row of kitRows) {
    const kit = kits.get(row.id) ?? {
      id: row.id,
      name: row.name,
      status: kitStatusOf(row.withdrawn_at),
      components: [],
    };
    if (row.sku_id !== null && row.quantity !== null)
      kit.components.push({ skuId: row.sku_id, quantity: row.quantity });
    kits.set(row.id, kit);
  }
  return {
    skus: new Map(skuRows.map((s) => [s.id, s])),
    kits,
    promisedShipDate: promisedShipDate(now, cutOffTime, holidays),
  };
}

/**
 * Writes one order inside the caller's transaction (which holds the team's order queue lock):
 * kits exploded into components, the stock reserved at once across locations (`allocated`) or
 * nothing reserved (`waiting`, allocated later oldest first). Unknown SKUs and kits are
 * VALIDATION_FAILED fields under `fieldPrefix`, or answered as fields when `collect` is given.
 */
export async function placeOrder(
  trx: Transaction<Database>,
  placer: OrderPlacer,
  request: OrderRequest,
  context: PlacingContext,
  options: {
    now: Date;
    lang: Language;
    idempotency?: { key: string; hash: string } | undefined;
    fieldPrefix?: string;
  },
): Promise<PlacedOrder> {
  const exploded = explodeItems(request.items, context, options.lang, options.fieldPrefix ?? 'items.');
  if (!exploded.ok) throw new AppError('VALIDATION_FAILED', { fields: exploded.fields });
  const { now } = options;
  const id = newId('ord');
  const seq = await nextOrderSeq(trx);
  const orderNo = orderNumber(toSeoulDateString(now), seq);
  const allocations = await reserveStock(trx, exploded.lines, {
    teamId: placer.teamId,
    warehouseId: placer.warehouseId,
    ref: { type: 'order', id, label: orderNo },
    actorId: placer.userId,
    now,
  });
  const status: OrderStatusValue = allocations ? 'allocated' : 'waiting';
  await insertOrder(trx, {
    id,
    seq,
    order_no: orderNo,
    team_id: placer.teamId,
    warehouse_id: placer.warehouseId,
    status,
    promised_ship_date: context.promisedShipDate,
    recipient_name: request.recipient.name,
    recipient_phone: request.recipient.phone,
    recipient_zip: request.recipient.zipCode,
    recipient_address1: request.recipient.address1,
    recipient_address2: request.recipient.address2 ?? null,
    memo: request.memo ?? null,
    channel_order_no: request.channelOrderNo ?? null,
    idempotency_key: options.idempotency?.key ?? null,
    request_hash: options.idempotency?.hash ?? null,
    created_by: placer.userId,
    created_at: now,
    updated_at: now,
    allocated_at: allocations ? now : null,
  });
  await insertOrderParts(trx, {
    items: exploded.items.map((item, position) => ({
      order_id: id,
      position,
      sku_id: item.skuId,
      group_sku_id: item.groupSkuId,
      name: item.name,
      quantity: item.quantity,
      components: JSON.stringify(item.components),
    })),
    lines: exploded.lines.map((line) => ({ order_id: id, sku_id: line.skuId, quantity: line.quantity })),
  });
  if (allocations) await insertAllocations(trx, id, allocations);
  await insertHistory(trx, { orderId: id, status, actorId: placer.userId, at: now });
  return { id, orderNo, status, promisedShipDate: context.promisedShipDate };
}
