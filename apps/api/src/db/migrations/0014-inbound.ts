import { type Kysely, sql } from 'kysely';

// Inbound (입고, issue 13). An inbound keeps what the customer announced (`inbound_items`, with
// the counted quantity beside the expected one, updated by one conditional statement per receipt),
// every receipt into a location with its ledger movement (`inbound_receipts`), and its status
// history. A SKU the customer did not announce but the warehouse counted gets an item with
// `expected_quantity = 0` (an "unexpected" discrepancy). Numbers people read (`IB260304-0001`)
// come from a per-day counter bumped by one upsert, so two inbounds of one day never share one.
const statements = [
  sql`create table fulfillment_counters (
    kind text not null,
    day text not null check (day ~ '^[0-9]{6}$'),
    last integer not null check (last > 0),
    primary key (kind, day)
  )`,

  sql`create table inbounds (
    id text primary key,
    inbound_no text not null unique,
    team_id text not null references teams (id),
    warehouse_id text not null references warehouses (id),
    status text not null check (status in ('requested', 'arrived', 'receiving', 'completed', 'canceled')),
    expected_date text not null check (expected_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    boxes integer not null check (boxes > 0),
    memo text,
    created_by text references users (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    arrived_at timestamptz,
    completed_at timestamptz,
    canceled_at timestamptz,
    check ((status = 'completed') = (completed_at is not null)),
    check ((status = 'canceled') = (canceled_at is not null))
  )`,
  sql`create index inbounds_team_created_idx on inbounds (team_id, created_at desc, id)`,
  sql`create index inbounds_team_status_idx on inbounds (team_id, status, created_at desc)`,
  sql`create index inbounds_warehouse_status_idx on inbounds (warehouse_id, status, expected_date)`,
  sql`create index inbounds_warehouse_created_idx on inbounds (warehouse_id, created_at desc, id)`,
  sql`create index inbounds_created_by_idx on inbounds (created_by)`,

  sql`create table inbound_items (
    inbound_id text not null references inbounds (id),
    sku_id text not null references skus (id),
    position integer not null check (position >= 0),
    expected_quantity integer not null check (expected_quantity >= 0),
    received_quantity integer not null default 0 check (received_quantity >= 0),
    primary key (inbound_id, sku_id),
    check (expected_quantity > 0 or received_quantity > 0)
  )`,
  sql`create index inbound_items_sku_idx on inbound_items (sku_id)`,

  sql`create table inbound_receipts (
    id text primary key,
    seq bigint generated always as identity,
    inbound_id text not null references inbounds (id),
    sku_id text not null references skus (id),
    location_id text not null references warehouse_locations (id),
    quantity integer not null check (quantity > 0),
    movement_id text not null references stock_movements (id),
    actor_id text references users (id),
    received_at timestamptz not null
  )`,
  sql`create index inbound_receipts_inbound_idx on inbound_receipts (inbound_id, seq)`,
  sql`create index inbound_receipts_sku_idx on inbound_receipts (sku_id)`,
  sql`create index inbound_receipts_location_idx on inbound_receipts (location_id)`,
  sql`create index inbound_receipts_movement_idx on inbound_receipts (movement_id)`,
  sql`create index inbound_receipts_actor_idx on inbound_receipts (actor_id)`,

  sql`create table inbound_history (
    id text primary key,
    seq bigint generated always as identity,
    inbound_id text not null references inbounds (id),
    status text not null check (status in ('requested', 'arrived', 'receiving', 'completed', 'canceled')),
    note text,
    actor_id text references users (id),
    at timestamptz not null
  )`,
  sql`create index inbound_history_inbound_idx on inbound_history (inbound_id, seq)`,
  sql`create index inbound_history_actor_idx on inbound_history (actor_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'inbound_history',
    'inbound_receipts',
    'inbound_items',
    'inbounds',
    'fulfillment_counters',
  ])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
}
