import { ORDER_STATUSES } from '@baro/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderStatusValue } from '../../db/schema-orders.ts';
import { sellableStockBySku } from '../inventory/inventory.api.ts';

// The dashboard's reads, each one statement over a team: its orders (every figure in one pass with
// `count(*) filter`), its SKUs at or under their low-stock threshold, and what is open at the
// warehouse (inbound and returns). Read-only: the orders, SKUs, inbound and returns modules own the rows.

export interface OrderFigureWindow {
  /** Seoul midnight that starts today, the cut-off instant, and the next midnight. */
  dayStart: Date;
  cutOffAt: Date;
  dayEnd: Date;
  today: string;
  /** The on-time window of promised days, inclusive. */
  from: string;
  to: string;
}

export async function orderFigures(db: Kysely<Database>, teamId: string, w: OrderFigureWindow) {
  // Shipped on time: shipped before the Seoul midnight that ends its promised day.
  const dueEnd = sql`((o.promised_ship_date || 'T00:00:00+09:00')::timestamptz + interval '1 day')`;
  const notCanceled = sql`o.status <> 'canceled'`;
  const figures = await db
    .selectFrom('shipping_orders as o')
    .select([
      sql<number>`count(*) filter (where o.created_at >= ${w.dayStart} and o.created_at < ${w.dayEnd})::int`.as(
        'orders',
      ),
      sql<number>`count(*) filter (where o.created_at >= ${w.dayStart} and o.created_at < ${w.cutOffAt})::int`.as(
        'before_cut_off',
      ),
      sql<number>`count(*) filter (where o.promised_ship_date = ${w.today} and ${notCanceled})::int`.as(
        'due_today',
      ),
      sql<number>`count(*) filter (where o.promised_ship_date = ${w.today} and o.shipped_at is not null)::int`.as(
        'shipped_today',
      ),
      sql<number>`count(*) filter (where o.promised_ship_date between ${w.from} and ${w.to} and ${notCanceled})::int`.as(
        'due',
      ),
      sql<number>`count(*) filter (where o.promised_ship_date between ${w.from} and ${w.to} and ${notCanceled}
        and o.shipped_at is not null and o.shipped_at < ${dueEnd})::int`.as('shipped_on_time'),
      ...ORDER_STATUSES.map((status) =>
        sql<number>`count(*) filter (where o.status = ${status})::int`.as(`status_${status}`),
      ),
    ])
    .where('o.team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  return figures as typeof figures & Record<`status_${OrderStatusValue}`, number>;
}

/** SKUs whose sellable stock is at or under their threshold, the emptiest first. */
export function lowStockSkus(db: Kysely<Database>, teamId: string, limit: number) {
  return db
    .selectFrom('skus as s')
    .leftJoin(sellableStockBySku(db).as('st'), 'st.sku_id', 's.id')
    .select([
      's.id',
      's.name',
      's.barcode',
      's.low_stock_threshold',
      sql<number>`coalesce(st.available, 0)`.as('available'),
    ])
    .where('s.team_id', '=', teamId)
    .where(sql<boolean>`coalesce(st.available, 0) <= s.low_stock_threshold`)
    .orderBy(sql`coalesce(st.available, 0)`)
    .orderBy('s.name')
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

/** Inbound and returns of the team that the warehouse has not closed yet. */
export async function openWork(db: Kysely<Database>, teamId: string) {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*)::int from inbounds where team_id = ${teamId}
        and status in ('requested', 'arrived', 'receiving'))`.as('inbound'),
      sql<number>`(select count(*)::int from returns where team_id = ${teamId}
        and status in ('requested', 'in_transit', 'arrived', 'inspected'))`.as('returns'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
