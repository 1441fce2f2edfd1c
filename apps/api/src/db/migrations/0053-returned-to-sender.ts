import { type Kysely, sql } from 'kysely';

// Issue 14 (반송): a parcel the carrier brings back to its sender. An outbound parcel returned to
// the warehouse leaves its order `returned_to_sender` once none of its parcels is still on the
// way; a return's collection parcel returned to the buyer leaves the return `returned_to_sender`.
// `returned_at` marks each order parcel the carrier reported back with its sender (its tracking
// status stays `returning`, the carrier's word for the whole way back).
const ORDER_STATUSES = `'waiting', 'allocated', 'picking', 'packed', 'shipped', 'delivered', 'canceled'`;
const RETURN_STATUSES = `'requested', 'in_transit', 'arrived', 'inspected', 'completed', 'canceled'`;

function statusCheck(table: string, statuses: string) {
  return [
    sql`alter table ${sql.table(table)} drop constraint if exists ${sql.raw(`${table}_status_check`)}`,
    sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_status_check`)}
      check (status in (${sql.raw(statuses)}))`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    ...statusCheck('shipping_orders', `${ORDER_STATUSES}, 'returned_to_sender'`),
    ...statusCheck('shipping_order_history', `${ORDER_STATUSES}, 'returned_to_sender'`),
    ...statusCheck('returns', `${RETURN_STATUSES}, 'returned_to_sender'`),
    ...statusCheck('return_history', `${RETURN_STATUSES}, 'returned_to_sender'`),
    sql`alter table shipping_order_parcels add column returned_at timestamptz`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table shipping_order_parcels drop column if exists returned_at`,
    ...statusCheck('shipping_orders', ORDER_STATUSES),
    ...statusCheck('shipping_order_history', ORDER_STATUSES),
    ...statusCheck('returns', RETURN_STATUSES),
    ...statusCheck('return_history', RETURN_STATUSES),
  ];
  for (const statement of statements) await statement.execute(db);
}
