import { type Kysely, sql } from 'kysely';

// Counts (issue 15): what a worker counted of one SKU at a location and when. The handheld's "set
// count" applies a count as of the time it was made (the ledger's movements since then are added
// to it), so a count scanned offline and sent later never applies a stale difference; a count
// older than one already recorded for the same SKU and location is refused (COUNT_SUPERSEDED).
// The row keeps the difference applied and its `adjust` movement (none when the count matched).
const statements = [
  sql`create table stock_counts (
    id text primary key,
    sku_id text not null references skus (id),
    location_id text not null references warehouse_locations (id),
    team_id text not null references teams (id),
    warehouse_id text not null references warehouses (id),
    counted integer not null check (counted >= 0),
    difference integer not null,
    counted_at timestamptz not null,
    movement_id text references stock_movements (id),
    reason text,
    actor_id text references users (id),
    created_at timestamptz not null default now(),
    check ((difference = 0) = (movement_id is null))
  )`,
  sql`create index stock_counts_balance_idx on stock_counts (sku_id, location_id, counted_at desc)`,
  sql`create index stock_counts_location_idx on stock_counts (location_id)`,
  sql`create index stock_counts_team_idx on stock_counts (team_id)`,
  sql`create index stock_counts_warehouse_idx on stock_counts (warehouse_id, created_at desc)`,
  sql`create index stock_counts_movement_idx on stock_counts (movement_id)`,
  sql`create index stock_counts_actor_idx on stock_counts (actor_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists stock_counts`.execute(db);
}
