import {
  type AdminStockAdjustRequest,
  adminStockAdjustRequestSchema,
  type Language,
  normalizeLocationCode,
  type StockChangeResult,
} from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import {
  adjustStock,
  findBalance,
  findMovementsByIds,
  findSkuOwner,
  type MovementContext,
  presentMovement,
  resolveLocations,
  skuStocks,
} from '../inventory/inventory.api.ts';
import { allocateWaitingOrders, lockQueueAndStock } from '../orders/orders.api.ts';
import { findWarehouse } from '../warehouses/warehouses.api.ts';
import { COUNTABLE_KINDS, isSellable } from './floor-stock-change.ts';

/**
 * `POST /api/admin/stock/adjust`: staff record a counted difference with its reason at any
 * warehouse's location — the floor's adjustment (`adjustFloorStock`) with the staff's answers and
 * audit. In one transaction: the team's order queue and then the balances (the named one and every
 * one allocating may reserve from) locked up front, one conditional ledger `adjust` (never below
 * what orders reserved: 409 INSUFFICIENT_STOCK, nothing written), the audit entry with the balance
 * before and after, and found stock at a sellable location allocates the team's waiting orders.
 */
export async function adjustStockByStaff(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  body: AdminStockAdjustRequest,
  lang: Language,
): Promise<StockChangeResult> {
  const request = adminStockAdjustRequestSchema.parse(body);
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    const sku = await findSkuOwner(trx, request.skuId);
    if (!sku) throw new AppError('NOT_FOUND');
    if (!(await findWarehouse(trx, request.warehouseId))) throw new AppError('NOT_FOUND');
    // The floor's rule: a location that counts stock and is active, refused on the field in the
    // caller's language (and share-locked, so it is not deactivated meanwhile).
    const locations = await resolveLocations(
      trx,
      request.warehouseId,
      [{ code: request.locationCode, field: 'locationCode' }],
      lang,
      COUNTABLE_KINDS,
    );
    const location = locations.get(normalizeLocationCode(request.locationCode));
    if (!location) throw new Error(`location ${request.locationCode} was resolved but is missing`);
    const at = { skuId: sku.id, locationId: location.id };
    // Balance rows are never removed, so one that exists now is there under the lock too; one
    // that does not is made empty by the lock (in order with the rest) and audited as none before.
    const existed = (await findBalance(trx, sku.id, location.id)) !== undefined;
    await lockQueueAndStock(
      trx,
      sku.team_id,
      { skuIds: [sku.id], create: [at] },
      { warehouseId: request.warehouseId, now },
    );
    const before = existed ? await findBalance(trx, sku.id, location.id) : undefined;
    const ctx: MovementContext = {
      teamId: sku.team_id,
      warehouseId: request.warehouseId,
      ref: null,
      reason: request.reason,
      actorId: actor.userId,
      now,
    };
    const movementIds = await adjustStock(trx, at, request.quantity, ctx);
    if (!movementIds) throw new AppError('INSUFFICIENT_STOCK');
    const after = await findBalance(trx, sku.id, location.id);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'inventory.adjust',
        target: sku.id,
        targetIds: [sku.id, sku.team_id, location.id, request.warehouseId, ...movementIds],
        before: before ? { onHand: before.on_hand, reserved: before.reserved } : null,
        after: after ? { onHand: after.on_hand, reserved: after.reserved } : null,
        details: { quantity: request.quantity, reason: request.reason, locationCode: location.code },
      },
      now,
    );
    if (request.quantity > 0 && isSellable(location)) {
      await allocateWaitingOrders(trx, sku.team_id, [sku.id], { now, actorId: actor.userId });
    }
    const movements = (await findMovementsByIds(trx, movementIds)).map(presentMovement);
    const stock = (await skuStocks(trx, [sku.id])).get(sku.id);
    return { movements, locations: stock?.locations ?? [] };
  });
}
