import type { Return } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReturnStatusValue } from '../../db/schema-inbound.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { moveReturn } from './move-return.ts';
import { presentReturn } from './present-return.ts';
import { lockReturn, type ReturnScope } from './returns.repository.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

/** One status step with nothing else to record; repeating it (already there) changes nothing. */
async function step(
  deps: Deps,
  scope: ReturnScope,
  id: string,
  to: ReturnStatusValue,
  actorId: string,
  note?: string,
) {
  await transact(deps.db, async (trx) => {
    const row = await lockReturn(trx, id, scope);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === to) return;
    await moveReturn(trx, row, to, { note: note ?? null, actorId, now: deps.now() });
  });
  return presentReturn(deps.db, id, scope);
}

/** `POST /api/fulfillment/returns/{id}/cancel`: the customer withdraws a return the carrier has not picked up. */
export function cancelReturn(
  deps: Deps,
  customer: FulfillmentCustomer,
  id: string,
  note?: string,
): Promise<Return> {
  return step(deps, { teamId: customer.teamId, warehouseId: null }, id, 'canceled', customer.userId, note);
}

/** `POST /api/warehouse/returns/{id}/arrive`: the returned parcel is at the dock (picked up or brought in). */
export function arriveReturn(deps: Deps, floor: FloorCaller, id: string, note?: string): Promise<Return> {
  return step(deps, { teamId: null, warehouseId: floor.warehouseId }, id, 'arrived', floor.userId, note);
}

/** `POST /api/warehouse/returns/{id}/complete`: every item inspected, the return is closed. */
export function completeReturn(deps: Deps, floor: FloorCaller, id: string, note?: string): Promise<Return> {
  return step(deps, { teamId: null, warehouseId: floor.warehouseId }, id, 'completed', floor.userId, note);
}
