import { type Kysely, sql } from 'kysely';

// Shipping orders (출고, issue 13). An order keeps what the customer asked for (`items`, kits with
// the components they had at the time), what it takes from stock (`lines`, per SKU), where its
// stock is reserved (`allocations`, per location, written by the ledger's reserve), its status
// history and its parcels (waybills the packer typed or the carriers module fills in). `seq` is the
// queue order: waiting orders are allocated in it, oldest first. An `Idempotency-Key` is kept with
// a hash of the body, unique per team, like bids (migration 0006).
const statements = [
  sql`create sequence shipping_orders_seq`,
  sql`create table shipping_orders (
    id text primary key,
    seq bigint not null unique,
    order_no text not null unique,
    team_id text not null references teams (id),
    warehouse_id text not null references warehouses (id),
    status text not null check (status in ('waiting', 'allocated', 'picking', 'packed', 'shipped',
      'delivered', 'canceled')),
    promised_ship_date text not null check (promised_ship_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    recipient_name text not null,
    recipient_phone text not null,
    recipient_zip text not null check (recipient_zip ~ '^[0-9]{5}$'),
    recipient_address1 text not null,
    recipient_address2 text,
    memo text,
    channel_order_no text,
    idempotency_key text,
    request_hash text,
    created_by text references users (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    allocated_at timestamptz,
    shipped_at timestamptz,
    delivered_at timestamptz,
    canceled_at timestamptz,
    check ((idempotency_key is null) = (request_hash is null)),
    check ((status = 'canceled') = (canceled_at is not null))
  )`,
  sql`create unique index shipping_orders_idempotency_idx on shipping_orders (team_id, idempotency_key)
    where idempotency_key is not null`,
  sql`create index shipping_orders_team_created_idx on shipping_orders (team_id, created_at desc, id)`,
  sql`create index shipping_orders_team_status_idx on shipping_orders (team_id, status, created_at desc)`,
  sql`create index shipping_orders_waiting_idx on shipping_orders (team_id, seq) where status = 'waiting'`,
  sql`create index shipping_orders_warehouse_status_idx on shipping_orders (warehouse_id, status, seq)`,
  sql`create index shipping_orders_created_by_idx on shipping_orders (created_by)`,

  sql`create table shipping_order_items (
    order_id text not null references shipping_orders (id),
    position integer not null check (position >= 0),
    sku_id text references skus (id),
    group_sku_id text references group_skus (id),
    name text not null,
    quantity integer not null check (quantity > 0),
    components jsonb not null,
    primary key (order_id, position),
    check ((sku_id is null) <> (group_sku_id is null))
  )`,
  sql`create index shipping_order_items_sku_idx on shipping_order_items (sku_id)`,
  sql`create index shipping_order_items_group_idx on shipping_order_items (group_sku_id)`,

  sql`create table shipping_order_lines (
    order_id text not null references shipping_orders (id),
    sku_id text not null references skus (id),
    quantity integer not null check (quantity > 0),
    primary key (order_id, sku_id)
  )`,
  sql`create index shipping_order_lines_sku_idx on shipping_order_lines (sku_id, order_id)`,

  sql`create table shipping_order_allocations (
    order_id text not null references shipping_orders (id),
    sku_id text not null references skus (id),
    location_id text not null references warehouse_locations (id),
    quantity integer not null check (quantity > 0),
    primary key (order_id, sku_id, location_id)
  )`,
  sql`create index shipping_order_allocations_sku_idx on shipping_order_allocations (sku_id)`,
  sql`create index shipping_order_allocations_location_idx on shipping_order_allocations (location_id)`,

  sql`create table shipping_order_history (
    id text primary key,
    seq bigint generated always as identity,
    order_id text not null references shipping_orders (id),
    status text not null check (status in ('waiting', 'allocated', 'picking', 'packed', 'shipped',
      'delivered', 'canceled')),
    note text,
    actor_id text references users (id),
    at timestamptz not null
  )`,
  sql`create index shipping_order_history_order_idx on shipping_order_history (order_id, seq)`,
  sql`create index shipping_order_history_actor_idx on shipping_order_history (actor_id)`,

  sql`create table shipping_order_parcels (
    id text primary key,
    order_id text not null references shipping_orders (id),
    position integer not null check (position >= 0),
    parcel_company text check (parcel_company in ('01', '04', '05', '06', '08')),
    invoice_no text,
    status text not null default 'information_received' check (status in ('information_received',
      'at_pickup', 'in_transit', 'out_for_delivery', 'delivered', 'attempt_fail', 'exception', 'returning')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (order_id, position),
    check (invoice_no is null or parcel_company is not null)
  )`,
  sql`create unique index shipping_order_parcels_waybill_idx on shipping_order_parcels (parcel_company, invoice_no)
    where invoice_no is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'shipping_order_parcels',
    'shipping_order_history',
    'shipping_order_allocations',
    'shipping_order_lines',
    'shipping_order_items',
    'shipping_orders',
  ])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await sql`drop sequence if exists shipping_orders_seq`.execute(db);
}
