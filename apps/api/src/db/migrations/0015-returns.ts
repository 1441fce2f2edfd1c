import { type Kysely, sql } from 'kysely';

// Returns (반품, issue 13). A return belongs to a shipped order; its items are SKUs — a kit comes
// back as its components, as the order took them — with what inspection decided for each unit
// (restocked, quarantined, disposed: never more than returned). Every inspection line keeps its
// ledger movement. The pickup parcel (carrier and waybill) is on the return itself.
const statements = [
  sql`create table returns (
    id text primary key,
    return_no text not null unique,
    team_id text not null references teams (id),
    warehouse_id text not null references warehouses (id),
    order_id text not null references shipping_orders (id),
    status text not null check (status in ('requested', 'in_transit', 'arrived', 'inspected', 'completed', 'canceled')),
    reason text not null check (reason in ('changed_mind', 'defective', 'damaged', 'wrong_item', 'other')),
    reason_detail text,
    memo text,
    pickup_name text not null,
    pickup_phone text not null,
    pickup_zip text not null check (pickup_zip ~ '^[0-9]{5}$'),
    pickup_address1 text not null,
    pickup_address2 text,
    parcel_company text check (parcel_company in ('01', '04', '05', '06', '08')),
    invoice_no text,
    created_by text references users (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    completed_at timestamptz,
    canceled_at timestamptz,
    check ((invoice_no is null) = (parcel_company is null)),
    check ((status = 'completed') = (completed_at is not null)),
    check ((status = 'canceled') = (canceled_at is not null))
  )`,
  sql`create index returns_team_created_idx on returns (team_id, created_at desc, id)`,
  sql`create index returns_team_status_idx on returns (team_id, status)`,
  sql`create index returns_warehouse_created_idx on returns (warehouse_id, created_at desc, id)`,
  sql`create index returns_order_idx on returns (order_id)`,
  sql`create index returns_created_by_idx on returns (created_by)`,

  sql`create table return_items (
    return_id text not null references returns (id),
    sku_id text not null references skus (id),
    position integer not null check (position >= 0),
    quantity integer not null check (quantity > 0),
    restocked integer not null default 0 check (restocked >= 0),
    quarantined integer not null default 0 check (quarantined >= 0),
    disposed integer not null default 0 check (disposed >= 0),
    primary key (return_id, sku_id),
    check (restocked + quarantined + disposed <= quantity)
  )`,
  sql`create index return_items_sku_idx on return_items (sku_id)`,

  sql`create table return_inspections (
    id text primary key,
    seq bigint generated always as identity,
    return_id text not null references returns (id),
    sku_id text not null references skus (id),
    quantity integer not null check (quantity > 0),
    outcome text not null check (outcome in ('restock', 'quarantine', 'dispose')),
    location_id text not null references warehouse_locations (id),
    movement_id text not null references stock_movements (id),
    note text,
    actor_id text references users (id),
    at timestamptz not null
  )`,
  sql`create index return_inspections_return_idx on return_inspections (return_id, seq)`,
  sql`create index return_inspections_sku_idx on return_inspections (sku_id)`,
  sql`create index return_inspections_location_idx on return_inspections (location_id)`,
  sql`create index return_inspections_movement_idx on return_inspections (movement_id)`,
  sql`create index return_inspections_actor_idx on return_inspections (actor_id)`,

  sql`create table return_history (
    id text primary key,
    seq bigint generated always as identity,
    return_id text not null references returns (id),
    status text not null check (status in ('requested', 'in_transit', 'arrived', 'inspected', 'completed', 'canceled')),
    note text,
    actor_id text references users (id),
    at timestamptz not null
  )`,
  sql`create index return_history_return_idx on return_history (return_id, seq)`,
  sql`create index return_history_actor_idx on return_history (actor_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['return_history', 'return_inspections', 'return_items', 'returns'])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
}
