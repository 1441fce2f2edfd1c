import {
  fulfillmentMessage,
  type InspectReturnRequest,
  inspectReturnRequestSchema,
  type Language,
  normalizeLocationCode,
  type Return,
} from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { bindNewTargetFiles, checkNewTargetFiles } from '../files/files.api.ts';
import { disposeStock, receiveStock, resolveLocations, specialLocation } from '../inventory/inventory.api.ts';
import { allocateWaitingOrders, lockQueueAndStock } from '../orders/orders.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { moveReturn } from './move-return.ts';
import { presentReturn } from './present-return.ts';
import { addOutcome, findReturnItems, insertInspection, lockReturn } from './returns.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'storage'>;

/**
 * `POST /api/warehouse/returns/{id}/inspect`: every returned unit gets its outcome, all at once —
 * per SKU the lines must add up to what came back. `restock` puts units back into sellable stock
 * (the location given, or the receiving dock) and allocates the team's waiting orders in the same
 * transaction; `quarantine` keeps them in the quarantine area (not sellable); `dispose` records
 * them thrown away. Each is a ledger movement kept with the inspection. A line's photos (the
 * caller's pending uploads, checked against storage first) are bound to its inspection record in
 * the same transaction. A return not yet marked arrived arrives implicitly.
 */
export async function inspectReturn(
  deps: Deps,
  floor: FloorCaller,
  id: string,
  body: InspectReturnRequest,
  lang: Language,
): Promise<Return> {
  const request = inspectReturnRequestSchema.parse(body);
  const scope = { teamId: null, warehouseId: floor.warehouseId };
  const uploader = { floor };
  await checkNewTargetFiles(
    deps,
    uploader,
    request.lines.flatMap((line) => line.photoKeys ?? []),
  );
  await transact(deps.db, async (trx) => {
    const now = deps.now();
    let row = await lockReturn(trx, id, scope);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'requested' && row.status !== 'in_transit' && row.status !== 'arrived')
      throw new AppError('INVALID_STATE_TRANSITION');

    // Per SKU, the inspected units must be exactly the units that came back.
    const items = await findReturnItems(trx, row.id);
    const inspected = new Map<string, number>();
    for (const line of request.lines)
      inspected.set(line.skuId, (inspected.get(line.skuId) ?? 0) + line.quantity);
    const fields: Record<string, string> = {};
    request.lines.forEach((line, i) => {
      const item = items.find((it) => it.sku_id === line.skuId);
      if (!item) fields[`lines.${i}.skuId`] = fulfillmentMessage(lang, 'unknownSku');
      else if (inspected.get(line.skuId) !== item.quantity)
        fields[`lines.${i}.quantity`] = fulfillmentMessage(lang, 'inspectQuantity');
    });
    items.forEach((item) => {
      if (!inspected.has(item.sku_id)) fields.lines = fulfillmentMessage(lang, 'inspectQuantity');
    });
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
    const located = await resolveLocations(
      trx,
      row.warehouse_id,
      request.lines.flatMap((line, i) =>
        line.outcome === 'restock' && line.locationCode
          ? [{ code: line.locationCode, field: `lines.${i}.locationCode` }]
          : [],
      ),
      lang,
    );

    const stepInfo = { note: null, actorId: floor.userId, now };
    if (row.status !== 'arrived') row = await moveReturn(trx, row, 'arrived', stepInfo);
    const dock = await specialLocation(trx, row.warehouse_id, 'receiving');
    const quarantine = await specialLocation(trx, row.warehouse_id, 'quarantine');
    const restockAt = (line: (typeof request.lines)[number]) =>
      line.locationCode ? (located.get(normalizeLocationCode(line.locationCode))?.id ?? dock.id) : dock.id;
    const restocked = request.lines.filter((l) => l.outcome === 'restock').map((l) => l.skuId);
    // Queue before balances, like every order path, and every balance the inspection and the
    // allocation after it touch locked at once, in (SKU, location) order: never a deadlock.
    await lockQueueAndStock(
      trx,
      row.team_id,
      {
        skuIds: restocked,
        create: request.lines.flatMap((line) =>
          line.outcome === 'restock'
            ? [{ skuId: line.skuId, locationId: restockAt(line) }]
            : line.outcome === 'quarantine'
              ? [{ skuId: line.skuId, locationId: quarantine.id }]
              : [],
        ),
      },
      { warehouseId: row.warehouse_id, now },
    );
    const ctx = {
      teamId: row.team_id,
      warehouseId: row.warehouse_id,
      ref: { type: 'return', id: row.id, label: row.return_no },
      actorId: floor.userId,
      now,
    };
    for (const line of request.lines) {
      let locationId: string;
      let movementId: string;
      const at = { skuId: line.skuId, quantity: line.quantity };
      if (line.outcome === 'restock') {
        locationId = restockAt(line);
        movementId = await receiveStock(trx, { ...at, locationId }, 'restock', ctx);
      } else if (line.outcome === 'quarantine') {
        locationId = quarantine.id;
        movementId = await receiveStock(trx, { ...at, locationId }, 'quarantine', ctx);
      } else {
        locationId = quarantine.id;
        movementId = await disposeStock(trx, at, ctx);
      }
      if (!(await addOutcome(trx, row.id, line.skuId, line.outcome, line.quantity)))
        throw new AppError('INVALID_STATE_TRANSITION');
      const inspectionId = newId('rti');
      await insertInspection(trx, {
        id: inspectionId,
        returnId: row.id,
        skuId: line.skuId,
        quantity: line.quantity,
        outcome: line.outcome,
        locationId,
        movementId,
        note: line.note ?? null,
        actorId: floor.userId,
        at: now,
      });
      await bindNewTargetFiles(
        trx,
        uploader,
        line.photoKeys ?? [],
        { targetType: 'returnInspection', targetId: inspectionId, fileType: 'etc' },
        now,
      );
    }
    if (restocked.length > 0)
      await allocateWaitingOrders(trx, row.team_id, restocked, { now, actorId: floor.userId });
    await moveReturn(trx, row, 'inspected', stepInfo);
  });
  return presentReturn(deps.db, id, scope);
}
