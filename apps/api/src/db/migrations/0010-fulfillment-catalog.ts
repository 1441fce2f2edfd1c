import { type Kysely, sql } from 'kysely';

// Fulfillment, part 1 (issue 13): applications, warehouses' cut-off and locations, SKUs and kits,
// and the inventory ledger. Balances per (SKU, location) can never go negative nor reserve more
// than is on hand; movements are append-only (a trigger refuses UPDATE and DELETE) and carry the
// deltas whose sums are the balances (ADR 0010).
const statements = [
  sql`alter table warehouses add column address text`,
  sql`alter table warehouses add column cut_off_time text not null default '13:00'
    check (cut_off_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,

  sql`create table fulfillment_applications (
    id text primary key,
    team_id text not null unique references teams (id),
    status text not null check (status in ('pending', 'approved', 'rejected')),
    company_name text not null,
    business_number text not null check (business_number ~ '^[0-9]{10}$'),
    representative text not null,
    contact_name text not null,
    contact_phone text not null,
    monthly_orders integer not null check (monthly_orders >= 0),
    product_category text not null,
    memo text,
    reject_reason text,
    warehouse_id text references warehouses (id),
    applied_by text references users (id),
    decided_by text references users (id),
    applied_at timestamptz not null default now(),
    decided_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((status = 'approved') = (warehouse_id is not null)),
    check ((status = 'rejected') = (reject_reason is not null)),
    check ((status = 'pending') = (decided_at is null))
  )`,
  sql`create index fulfillment_applications_status_idx on fulfillment_applications (status, applied_at desc, id)`,
  sql`create index fulfillment_applications_applied_idx on fulfillment_applications (applied_at desc, id)`,
  sql`create index fulfillment_applications_warehouse_idx on fulfillment_applications (warehouse_id)`,
  sql`create index fulfillment_applications_applied_by_idx on fulfillment_applications (applied_by)`,
  sql`create index fulfillment_applications_decided_by_idx on fulfillment_applications (decided_by)`,

  sql`create table warehouse_locations (
    id text primary key,
    warehouse_id text not null references warehouses (id),
    code text not null check (code ~ '^[A-Z]{1,3}-[0-9]{2}-[0-9]{2}-[0-9]{2}-[0-9]{2}$'),
    kind text not null check (kind in ('storage', 'receiving', 'quarantine', 'outbound')),
    created_at timestamptz not null default now(),
    unique (warehouse_id, code)
  )`,
  sql`create index warehouse_locations_kind_idx on warehouse_locations (warehouse_id, kind, code)`,

  sql`create table skus (
    id text primary key,
    team_id text not null references teams (id),
    name text not null,
    barcode text not null,
    barcode_type text not null check (barcode_type in ('EAN13', 'UPCA', 'CODE128')),
    weight_grams integer check (weight_grams > 0),
    length_mm integer check (length_mm > 0),
    width_mm integer check (width_mm > 0),
    height_mm integer check (height_mm > 0),
    value_krw bigint check (value_krw >= 0),
    hs_code text,
    origin_country text,
    low_stock_threshold integer not null default 10 check (low_stock_threshold >= 0),
    created_by text references users (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (team_id, barcode)
  )`,
  sql`create index skus_team_created_idx on skus (team_id, created_at desc, id)`,
  sql`create index skus_team_name_idx on skus (team_id, name, id)`,
  sql`create index skus_created_by_idx on skus (created_by)`,

  sql`create table group_skus (
    id text primary key,
    team_id text not null references teams (id),
    name text not null,
    created_by text references users (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index group_skus_team_created_idx on group_skus (team_id, created_at desc, id)`,
  sql`create index group_skus_created_by_idx on group_skus (created_by)`,
  sql`create table group_sku_components (
    group_sku_id text not null references group_skus (id) on delete cascade,
    sku_id text not null references skus (id),
    quantity integer not null check (quantity > 0),
    position integer not null,
    primary key (group_sku_id, sku_id)
  )`,
  sql`create index group_sku_components_sku_idx on group_sku_components (sku_id)`,

  sql`create table stock_balances (
    sku_id text not null references skus (id),
    location_id text not null references warehouse_locations (id),
    team_id text not null references teams (id),
    warehouse_id text not null references warehouses (id),
    on_hand integer not null default 0 check (on_hand >= 0),
    reserved integer not null default 0 check (reserved >= 0),
    first_received_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (sku_id, location_id),
    check (reserved <= on_hand)
  )`,
  sql`create index stock_balances_location_idx on stock_balances (location_id)`,
  sql`create index stock_balances_team_idx on stock_balances (team_id, sku_id)`,
  sql`create index stock_balances_warehouse_idx on stock_balances (warehouse_id, sku_id)`,

  sql`create table stock_movements (
    id text primary key,
    seq bigint generated always as identity,
    sku_id text not null references skus (id),
    location_id text not null references warehouse_locations (id),
    team_id text not null references teams (id),
    warehouse_id text not null references warehouses (id),
    kind text not null check (kind in ('receive', 'putaway', 'reserve', 'release', 'pick', 'ship',
      'adjust', 'restock', 'quarantine', 'dispose')),
    quantity integer not null check (quantity > 0),
    on_hand_delta integer not null,
    reserved_delta integer not null,
    ref_type text,
    ref_id text,
    ref_label text,
    reason text,
    actor_id text references users (id),
    created_at timestamptz not null default now()
  )`,
  sql`create unique index stock_movements_seq_idx on stock_movements (seq)`,
  sql`create index stock_movements_sku_idx on stock_movements (sku_id, seq desc)`,
  sql`create index stock_movements_team_idx on stock_movements (team_id, seq desc)`,
  sql`create index stock_movements_location_idx on stock_movements (location_id)`,
  sql`create index stock_movements_warehouse_idx on stock_movements (warehouse_id)`,
  sql`create index stock_movements_ref_idx on stock_movements (ref_type, ref_id)`,
  sql`create index stock_movements_actor_idx on stock_movements (actor_id)`,
  sql`create function stock_movements_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'stock_movements is append-only';
    end
  $$`,
  sql`create trigger stock_movements_append_only before update or delete on stock_movements
    for each row execute function stock_movements_append_only()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists stock_movements`.execute(db);
  await sql`drop function if exists stock_movements_append_only()`.execute(db);
  for (const table of [
    'stock_balances',
    'group_sku_components',
    'group_skus',
    'skus',
    'warehouse_locations',
    'fulfillment_applications',
  ])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await sql`alter table warehouses drop column if exists cut_off_time`.execute(db);
  await sql`alter table warehouses drop column if exists address`.execute(db);
}
