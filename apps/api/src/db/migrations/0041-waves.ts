import { type Kysely, sql } from 'kysely';

// Pick waves (issue 15). A wave groups allocated orders of one warehouse; its tasks are one per
// (location, SKU) — allocation already reserved each order's stock per location — with each task's
// share per order, so a short pick is recorded per order. `wave_orders.active` is true while the
// wave is open (open, released, picking): the partial unique index keeps an order in at most one
// open wave even when two desks create waves at once. Each confirmed pick is a row with the key
// it came with, so a retried scan from a handheld answers the first result and never applies twice.
const STATUSES = sql.raw(`('open', 'released', 'picking', 'picked', 'cancelled')`);
const statements = [
  sql`create sequence waves_seq`,
  sql`create table waves (
    id text primary key,
    wave_no text not null unique,
    warehouse_id text not null references warehouses (id),
    status text not null check (status in ${STATUSES}),
    cutoff text not null check (cutoff in ('today', 'all')),
    parcel_company text check (parcel_company in ('01', '04', '05', '06', '08')),
    kind text not null check (kind in ('single', 'multi', 'any')),
    max_orders integer not null check (max_orders between 1 and 200),
    idempotency_key text,
    request_hash text,
    created_by text not null references users (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    released_at timestamptz,
    picked_at timestamptz,
    cancelled_at timestamptz,
    check ((idempotency_key is null) = (request_hash is null)),
    check ((status = 'picked') = (picked_at is not null)),
    check ((status = 'cancelled') = (cancelled_at is not null))
  )`,
  sql`create index waves_warehouse_created_idx on waves (warehouse_id, created_at desc, id)`,
  sql`create index waves_created_idx on waves (created_at desc, id)`,
  sql`create index waves_created_by_idx on waves (created_by)`,
  sql`create unique index waves_idempotency_idx on waves (created_by, idempotency_key)
    where idempotency_key is not null`,

  sql`create table wave_orders (
    wave_id text not null references waves (id),
    order_id text not null references shipping_orders (id),
    position integer not null check (position >= 0),
    active boolean not null default true,
    picked_at timestamptz,
    primary key (wave_id, order_id)
  )`,
  sql`create unique index wave_orders_open_idx on wave_orders (order_id) where active`,
  sql`create index wave_orders_order_idx on wave_orders (order_id)`,

  sql`create table wave_tasks (
    id text primary key,
    wave_id text not null references waves (id),
    position integer not null check (position >= 0),
    location_id text not null references warehouse_locations (id),
    sku_id text not null references skus (id),
    quantity integer not null check (quantity > 0),
    picked_quantity integer check (picked_quantity between 0 and quantity),
    picked_at timestamptz,
    picked_by text references users (id),
    check ((picked_quantity is null) = (picked_at is null)),
    unique (wave_id, position)
  )`,
  sql`create index wave_tasks_location_idx on wave_tasks (location_id)`,
  sql`create index wave_tasks_sku_idx on wave_tasks (sku_id)`,
  sql`create index wave_tasks_picked_by_idx on wave_tasks (picked_by)`,

  sql`create table wave_task_orders (
    task_id text not null references wave_tasks (id),
    order_id text not null references shipping_orders (id),
    position integer not null check (position >= 0),
    quantity integer not null check (quantity > 0),
    picked_quantity integer check (picked_quantity between 0 and quantity),
    primary key (task_id, order_id)
  )`,
  sql`create index wave_task_orders_order_idx on wave_task_orders (order_id)`,

  sql`create table wave_picks (
    id text primary key,
    wave_id text not null references waves (id),
    task_id text not null unique references wave_tasks (id),
    quantity integer not null check (quantity >= 0),
    idempotency_key text,
    request_hash text,
    actor_id text not null references users (id),
    at timestamptz not null,
    check ((idempotency_key is null) = (request_hash is null))
  )`,
  sql`create unique index wave_picks_idempotency_idx on wave_picks (wave_id, idempotency_key)
    where idempotency_key is not null`,
  sql`create index wave_picks_actor_idx on wave_picks (actor_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['wave_picks', 'wave_task_orders', 'wave_tasks', 'wave_orders', 'waves'])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await sql`drop sequence if exists waves_seq`.execute(db);
}
