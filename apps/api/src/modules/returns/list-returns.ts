import {
  getPageCount,
  RETURN_STATUSES,
  type ReturnListQuery,
  type ReturnPage,
  returnListQuerySchema,
  toSeoulIso,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { listReturnRows, type ReturnScope } from './returns.repository.ts';

async function listIn(db: Kysely<Database>, scope: ReturnScope, input: ReturnListQuery): Promise<ReturnPage> {
  const query = returnListQuerySchema.parse(input);
  const { rows, total, counts } = await listReturnRows(
    db,
    { ...scope, status: query.status, q: query.q?.trim() || undefined },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  const perStatus = Object.fromEntries(RETURN_STATUSES.map((s) => [s, 0])) as ReturnPage['counts'];
  for (const row of counts) perStatus[row.status] = Number(row.count);
  return {
    items: rows.map((row) => ({
      id: row.id,
      returnNo: row.return_no,
      status: row.status,
      orderNo: row.order_no,
      reason: row.reason,
      teamName: row.team_name,
      quantity: row.quantity,
      createdAt: toSeoulIso(row.created_at),
    })),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
    counts: perStatus,
  };
}

/** `GET /api/fulfillment/returns?status=&q=`: the team's returns, newest first, with counts per status. */
export function listReturns(db: Kysely<Database>, customer: FulfillmentCustomer, input: ReturnListQuery) {
  return listIn(db, { teamId: customer.teamId, warehouseId: null }, input);
}

/** `GET /api/warehouse/returns?…`: returns coming to the worker's warehouse (staff: every one). */
export function listFloorReturns(db: Kysely<Database>, floor: FloorCaller, input: ReturnListQuery) {
  return listIn(db, { teamId: null, warehouseId: floor.warehouseId }, input);
}
