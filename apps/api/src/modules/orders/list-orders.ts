import {
  getPageCount,
  ORDER_STATUSES,
  type OrderListQuery,
  type OrderPage,
  orderListQuerySchema,
  toSeoulIso,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { listOrderRows, type OrderListFilter, summarizeItems } from './orders.repository.ts';

const DAY_MS = 86_400_000;

/** The instant a Seoul day starts. */
const seoulDayStart = (day: string) => new Date(`${day}T00:00:00+09:00`);

/**
 * One page of orders, newest first, with how many there are in each status under the same
 * filters (any status): three statements whatever the page size (rows, counts, item summaries).
 */
async function listOrders(
  db: Kysely<Database>,
  scope: Pick<OrderListFilter, 'teamId' | 'warehouseId'>,
  input: OrderListQuery,
): Promise<OrderPage> {
  const query = orderListQuerySchema.parse(input);
  const filter: OrderListFilter = {
    ...scope,
    status: query.status,
    q: query.q?.trim() || undefined,
    createdFrom: query.from ? seoulDayStart(query.from) : undefined,
    createdBefore: query.to ? new Date(seoulDayStart(query.to).getTime() + DAY_MS) : undefined,
    promisedShipDate: query.promisedShipDate,
  };
  const { rows, counts } = await listOrderRows(db, filter, {
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  const perStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderPage['counts'];
  for (const c of counts) perStatus[c.status] = c.total;
  const total = query.status
    ? perStatus[query.status]
    : Object.values(perStatus).reduce((sum, n) => sum + n, 0);
  const summaries = new Map(
    (
      await summarizeItems(
        db,
        rows.map((r) => r.id),
      )
    ).map((s) => [s.order_id, s]),
  );
  return {
    items: rows.map((row) => {
      const summary = summaries.get(row.id);
      return {
        id: row.id,
        orderNo: row.order_no,
        status: row.status,
        promisedShipDate: row.promised_ship_date,
        recipientName: row.recipient_name,
        channelOrderNo: row.channel_order_no,
        teamName: row.team_name,
        firstItemName: summary?.first_name ?? '',
        itemCount: summary?.item_count ?? 0,
        quantity: summary?.quantity ?? 0,
        createdAt: toSeoulIso(row.created_at),
        shippedAt: row.shipped_at ? toSeoulIso(row.shipped_at) : null,
      };
    }),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
    counts: perStatus,
  };
}

/** `GET /api/fulfillment/orders?status=&q=&from=&to=&promisedShipDate=`: the team's orders. */
export function listTeamOrders(db: Kysely<Database>, customer: FulfillmentCustomer, query: OrderListQuery) {
  return listOrders(db, { teamId: customer.teamId }, query);
}

/** `GET /api/warehouse/orders?status=allocated`: the worker's warehouse's orders (staff: every warehouse's). */
export function listFloorOrders(db: Kysely<Database>, floor: FloorCaller, query: OrderListQuery) {
  return listOrders(db, { warehouseId: floor.warehouseId ?? undefined }, query);
}
