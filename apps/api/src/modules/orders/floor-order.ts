import { type ErrorCode, type FloorOrder, orderStatusMachine } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderStatusValue } from '../../db/schema-orders.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { MovementContext } from '../inventory/inventory.api.ts';
import { type FloorCaller, floorSees } from '../warehouses/warehouses.api.ts';
import { findOrderRow, insertHistory, lockOrder, moveOrderStatus } from './orders.repository.ts';
import { presentFloorOrder } from './present-order.ts';

// The warehouse floor's steps on an order (pick, pack, ship) share one shape: lock the order, check
// the floor caller sees its warehouse (else 404), treat a repeat of the step as done, refuse any
// other status with INVALID_STATE_TRANSITION (and what the step's guard refuses), do the step's work, record the status.

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

export interface FloorStep {
  from: OrderStatusValue;
  to: OrderStatusValue;
  /** The step's own work (ledger movements, parcels), inside the transaction. */
  work: (trx: Transaction<Database>, order: LockedOrder, ctx: MovementContext) => Promise<void>;
  /**
   * A refusal of the step's own beyond the status (read with the order locked, after a repeat was
   * answered), or null to go ahead.
   */
  guard?: (trx: Transaction<Database>, order: LockedOrder) => Promise<ErrorCode | null>;
  note?: string | null;
  /** What follows the status change in the same transaction (the step's webhook event). */
  done?: (trx: Transaction<Database>, order: LockedOrder, now: Date) => Promise<void>;
}

/** Runs one floor step inside the caller's transaction (the routes, and the demo data). */
export async function applyFloorStep(
  trx: Transaction<Database>,
  floor: FloorCaller,
  orderId: string,
  step: FloorStep,
  now: Date,
): Promise<void> {
  const order = await lockOrder(trx, orderId);
  if (!order || !floorSees(floor, order.warehouse_id)) throw new AppError('NOT_FOUND');
  if (order.status === step.to) return;
  const refusal = order.status === step.from ? null : orderStatusMachine.error(order.status, step.to);
  if (refusal) throw new AppError(refusal);
  const guarded = (await step.guard?.(trx, order)) ?? null;
  if (guarded) throw new AppError(guarded);
  await step.work(trx, order, {
    teamId: order.team_id,
    warehouseId: order.warehouse_id,
    ref: { type: 'order', id: order.id, label: order.order_no },
    actorId: floor.userId,
    now,
  });
  if (!(await moveOrderStatus(trx, order.id, step.from, step.to, now)))
    throw new Error(`order ${order.id} moved while locked`);
  await insertHistory(trx, {
    orderId: order.id,
    status: step.to,
    note: step.note ?? null,
    actorId: floor.userId,
    at: now,
  });
  await step.done?.(trx, order, now);
}

/** Runs one floor step in its own transaction and answers the order (and its wave) as it is then. */
export async function runFloorStep(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  orderId: string,
  step: FloorStep,
): Promise<FloorOrder> {
  const now = deps.now();
  await transact(deps.db, (trx) => applyFloorStep(trx, floor, orderId, step, now));
  const row = await findOrderRow(deps.db, orderId);
  if (!row) throw new AppError('NOT_FOUND');
  return presentFloorOrder(deps.db, row);
}
