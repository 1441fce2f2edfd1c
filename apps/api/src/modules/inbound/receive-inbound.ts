import {
  fulfillmentMessage,
  type Inbound,
  isInboundFullyReceived,
  type Language,
  normalizeLocationCode,
  type ReceiveInboundRequest,
  receiveInboundError,
  receiveInboundRequestSchema,
} from '@baro/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type IdempotentCommand, runCommand } from '../command-idempotency/command-idempotency.api.ts';
import { receiveStock, resolveLocations, specialLocation } from '../inventory/inventory.api.ts';
import { allocateWaitingOrders, lockQueueAndStock } from '../orders/orders.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { addReceived, findItems, insertReceipt, lockInbound, teamSkuIds } from './inbound.repository.ts';
import { moveInbound } from './move-inbound.ts';
import { presentInbound } from './present-inbound.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

/**
 * `POST /api/warehouse/inbound/{id}/receive`: counted quantities go into stock at once — to the
 * location given, or the warehouse's receiving dock — each through the ledger's `receive` movement,
 * in one transaction with the inbound's counts. Partial receipts are fine; more than announced, or
 * a SKU not announced, is kept and shown as a discrepancy. A requested inbound arrives implicitly;
 * one whose every line is now received exactly closes itself (otherwise the worker completes it).
 * The team's waiting orders that take these SKUs are allocated, oldest first, in the same
 * transaction: what arrives is promised before anyone else can see it free. With an
 * `Idempotency-Key` (the handheld's queue retries), a retry answers the first answer (runCommand).
 */
export async function receiveInbound(
  deps: Deps,
  floor: FloorCaller,
  id: string,
  body: ReceiveInboundRequest,
  lang: Language,
  command?: IdempotentCommand,
): Promise<Inbound> {
  const request = receiveInboundRequestSchema.parse(body);
  const scope = { teamId: null, warehouseId: floor.warehouseId };
  return runCommand(deps.db, command, async (trx) => {
    const now = deps.now();
    let row = await lockInbound(trx, id, scope);
    if (!row) throw new AppError('NOT_FOUND');
    const refused = receiveInboundError(row.status);
    if (refused) throw new AppError(refused);

    // Only the inbound's team's SKUs can be counted into its stock.
    const known = await teamSkuIds(
      trx,
      row.team_id,
      request.lines.map((line) => line.skuId),
    );
    const fields: Record<string, string> = {};
    request.lines.forEach((line, index) => {
      if (!known.has(line.skuId)) fields[`lines.${index}.skuId`] = fulfillmentMessage(lang, 'unknownSku');
    });
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
    const located = await resolveLocations(
      trx,
      row.warehouse_id,
      request.lines.flatMap((line, index) =>
        line.locationCode ? [{ code: line.locationCode, field: `lines.${index}.locationCode` }] : [],
      ),
      lang,
    );
    const dock = request.lines.some((line) => !line.locationCode)
      ? await specialLocation(trx, row.warehouse_id, 'receiving')
      : null;

    const step = { note: null, actorId: floor.userId, now };
    if (row.status === 'requested') row = await moveInbound(trx, row, 'arrived', step);
    if (row.status === 'arrived') row = await moveInbound(trx, row, 'receiving', step);

    const targets = request.lines.map((line) => {
      const location = line.locationCode ? located.get(normalizeLocationCode(line.locationCode)) : dock;
      if (!location) throw new Error('a resolved location went missing');
      return { skuId: line.skuId, locationId: location.id };
    });
    // Queue before balances, like every order path, and every balance this receipt and the
    // allocation after it touch locked at once, in (SKU, location) order: never a deadlock.
    await lockQueueAndStock(
      trx,
      row.team_id,
      { skuIds: request.lines.map((line) => line.skuId), create: targets },
      { warehouseId: row.warehouse_id, now },
    );
    const ctx = {
      teamId: row.team_id,
      warehouseId: row.warehouse_id,
      ref: { type: 'inbound', id: row.id, label: row.inbound_no },
      actorId: floor.userId,
      now,
    };
    for (const [index, line] of request.lines.entries()) {
      const locationId = (targets[index] as (typeof targets)[number]).locationId;
      const movementId = await receiveStock(
        trx,
        { skuId: line.skuId, locationId, quantity: line.quantity },
        'receive',
        ctx,
      );
      await insertReceipt(trx, {
        id: newId('ibr'),
        inboundId: row.id,
        skuId: line.skuId,
        locationId,
        quantity: line.quantity,
        movementId,
        actorId: floor.userId,
        at: now,
      });
      await addReceived(trx, row.id, line.skuId, line.quantity);
    }

    await allocateWaitingOrders(
      trx,
      row.team_id,
      request.lines.map((line) => line.skuId),
      { now, actorId: floor.userId },
    );

    const items = await findItems(trx, row.id);
    const fullyReceived = isInboundFullyReceived(
      items
        .filter((i) => i.expected_quantity > 0)
        .map((i) => ({ skuId: i.sku_id, quantity: i.expected_quantity })),
      items
        .filter((i) => i.received_quantity > 0)
        .map((i) => ({ skuId: i.sku_id, quantity: i.received_quantity })),
    );
    if (fullyReceived) await moveInbound(trx, row, 'completed', step);
    // Read in the transaction: with an Idempotency-Key this answer is kept for retries.
    return presentInbound(trx, id, scope);
  });
}
