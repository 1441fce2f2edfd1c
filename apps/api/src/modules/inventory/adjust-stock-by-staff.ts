import {
  type AdminStockAdjustRequest,
  adminStockAdjustRequestSchema,
  type StockChangeResult,
} from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { findWarehouse } from '../warehouses/warehouses.api.ts';
import { findBalance, findSkuOwner } from './admin-stock.repository.ts';
import { adjustStock } from './ledger.ts';
import { findLocationByCode } from './locations.repository.ts';
import { presentMovement, skuStocks } from './read-stock.ts';
import { findMovementsByIds } from './stock.repository.ts';

/**
 * `POST /api/admin/stock/adjust`: staff record a counted difference with its reason — one
 * conditional ledger `adjust` (never below what orders reserved: 409 INSUFFICIENT_STOCK, nothing
 * written) and the audit entry with the balance before and after, in one transaction.
 */
export async function adjustStockByStaff(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  body: AdminStockAdjustRequest,
): Promise<StockChangeResult> {
  const request = adminStockAdjustRequestSchema.parse(body);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const sku = await findSkuOwner(trx, request.skuId);
    if (!sku) throw new AppError('NOT_FOUND');
    if (!(await findWarehouse(trx, request.warehouseId))) throw new AppError('NOT_FOUND');
    const location = await findLocationByCode(trx, request.warehouseId, request.locationCode);
    if (!location) {
      throw new AppError('VALIDATION_FAILED', { fields: { locationCode: 'unknown location' } });
    }
    const at = { skuId: sku.id, locationId: location.id };
    const before = await findBalance(trx, sku.id, location.id);
    const movementIds = await adjustStock(trx, at, request.quantity, {
      teamId: sku.team_id,
      warehouseId: request.warehouseId,
      ref: null,
      reason: request.reason,
      actorId: actor.userId,
      now,
    });
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
    const movements = (await findMovementsByIds(trx, movementIds)).map(presentMovement);
    const stock = (await skuStocks(trx, [sku.id])).get(sku.id);
    return { movements, locations: stock?.locations ?? [] };
  });
}
