import {
  getPageCount,
  INBOUND_STATUSES,
  type InboundListQuery,
  type InboundPage,
  inboundListQuerySchema,
  toSeoulIso,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { type InboundScope, listInboundRows } from './inbound.repository.ts';
import { inboundNoOfScan } from './inbound-number.ts';

async function listIn(
  db: Kysely<Database>,
  scope: InboundScope,
  input: InboundListQuery,
): Promise<InboundPage> {
  const query = inboundListQuerySchema.parse(input);
  const q = query.q?.trim();
  const { rows, total, counts } = await listInboundRows(
    db,
    {
      ...scope,
      status: query.status,
      // A scanned box label finds its inbound.
      q: q ? inboundNoOfScan(q) : undefined,
      expectedDate: query.expectedDate,
    },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  const perStatus = Object.fromEntries(INBOUND_STATUSES.map((s) => [s, 0])) as InboundPage['counts'];
  for (const row of counts) perStatus[row.status] = Number(row.count);
  return {
    items: rows.map((row) => ({
      id: row.id,
      inboundNo: row.inbound_no,
      status: row.status,
      expectedDate: row.expected_date,
      boxes: row.boxes,
      teamName: row.team_name,
      skuCount: row.sku_count,
      expectedQuantity: row.expected_quantity,
      receivedQuantity: row.received_quantity,
      createdAt: toSeoulIso(row.created_at),
    })),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
    counts: perStatus,
  };
}

/** `GET /api/fulfillment/inbound?status=&q=&expectedDate=`: the team's inbounds, newest first, with counts per status. */
export function listInbound(db: Kysely<Database>, customer: FulfillmentCustomer, input: InboundListQuery) {
  return listIn(db, { teamId: customer.teamId, warehouseId: null }, input);
}

/** `GET /api/warehouse/inbound?…`: the inbounds of the worker's warehouse (staff: every warehouse). */
export function listFloorInbound(db: Kysely<Database>, floor: FloorCaller, input: InboundListQuery) {
  return listIn(db, { teamId: null, warehouseId: floor.warehouseId }, input);
}
