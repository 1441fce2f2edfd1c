import { type Kysely, sql } from 'kysely';

// Forwarding (DESIGN §6): reference data (locations, exchange rates, vessel schedules), partner
// rate tables, instant-quote logs, bid requests with partner quotes, and shipments with their
// milestones. Money and rates are `numeric` so sums are exact; the API converts at the edge.
const statements = [
  sql`create table locations (
    code text primary key,
    kind text not null check (kind in ('sea', 'air')),
    name_ko text not null,
    name_en text not null,
    country_code text not null check (country_code ~ '^[A-Z]{2}$'),
    time_zone text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index locations_kind_idx on locations (kind, code)`,

  sql`create table exchange_rates (
    date date not null,
    currency text not null,
    krw_per_unit numeric(18, 6) not null check (krw_per_unit > 0),
    created_at timestamptz not null default now(),
    primary key (date, currency)
  )`,

  sql`create table vessel_schedules (
    id text primary key,
    carrier text not null,
    vessel text not null,
    voyage text not null,
    pol text not null references locations (code),
    pod text not null references locations (code),
    cutoff_at timestamptz,
    etd timestamptz not null,
    eta timestamptz not null,
    transit_days integer not null check (transit_days >= 0),
    created_at timestamptz not null default now(),
    check (eta >= etd)
  )`,
  sql`create index vessel_schedules_lane_idx on vessel_schedules (pol, pod, etd, id)`,
  sql`create index vessel_schedules_etd_idx on vessel_schedules (etd, id)`,

  sql`create table partner_rates (
    id text primary key,
    partner_id text not null references partners (id),
    freight_type text not null check (freight_type in ('FCL', 'LCL', 'AIR')),
    pol text not null references locations (code),
    pod text not null references locations (code),
    carrier text not null,
    transit_days integer not null check (transit_days >= 0),
    valid_from date not null,
    valid_to date not null,
    currency text not null,
    container_type text check (container_type in ('20DRY', '40DRY', '40HQ')),
    price numeric(14, 2) check (price >= 0),
    weight_breaks jsonb,
    min_charge numeric(14, 2) check (min_charge >= 0),
    local_charges jsonb not null default '[]',
    created_by text references users (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (valid_to >= valid_from),
    check ((freight_type = 'FCL') = (container_type is not null)),
    check ((freight_type = 'AIR') = (weight_breaks is not null)),
    check ((freight_type = 'AIR') or (price is not null))
  )`,
  sql`create index partner_rates_lane_idx on partner_rates (freight_type, pol, pod, valid_from, valid_to)`,
  sql`create index partner_rates_partner_idx on partner_rates (partner_id, created_at)`,

  sql`create table estimate_logs (
    id text primary key,
    user_id text references users (id),
    team_id text references teams (id),
    client_address text,
    freight_type text not null check (freight_type in ('FCL', 'LCL', 'AIR')),
    pol text not null references locations (code),
    pod text not null references locations (code),
    request jsonb not null,
    estimates jsonb not null,
    rate_date date not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index estimate_logs_user_idx on estimate_logs (user_id, created_at)`,
  sql`create index estimate_logs_team_idx on estimate_logs (team_id, created_at)`,
  // Visitors' searches are limited per address over a recent window.
  sql`create index estimate_logs_client_idx on estimate_logs (client_address, created_at)
    where client_address is not null`,

  sql`create table bids (
    id text primary key,
    team_id text not null references teams (id),
    created_by text not null references users (id),
    estimate_log_id text references estimate_logs (id),
    status text not null check (status in
      ('estimating', 'waiting', 'accepted', 'in_progress', 'finished', 'canceled', 'expired')),
    freight_type text not null check (freight_type in ('FCL', 'LCL', 'AIR')),
    pol text not null references locations (code),
    pod text not null references locations (code),
    incoterms text not null,
    cargo_ready_date date not null,
    cargo jsonb not null,
    memo text,
    deadline timestamptz not null,
    accepted_quote_id text,
    closed_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index bids_team_idx on bids (team_id, created_at, id)`,
  sql`create index bids_open_idx on bids (status, deadline)`,

  sql`create table bid_quotes (
    id text primary key,
    bid_id text not null references bids (id),
    partner_id text not null references partners (id),
    created_by text not null references users (id),
    status text not null check (status in ('active', 'withdrawn')),
    lines jsonb not null,
    total_krw numeric(16, 0) not null,
    total_usd numeric(14, 2) not null,
    valid_until date not null,
    transit_days integer not null check (transit_days >= 0),
    carrier text not null,
    memo text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index bid_quotes_live_idx on bid_quotes (bid_id, partner_id) where status = 'active'`,
  sql`create index bid_quotes_partner_idx on bid_quotes (partner_id, created_at)`,

  sql`create table shipments (
    id text primary key,
    bid_id text not null unique references bids (id),
    quote_id text not null references bid_quotes (id),
    team_id text not null references teams (id),
    partner_id text not null references partners (id),
    status text not null check (status in ('in_progress', 'completed')),
    freight_type text not null check (freight_type in ('FCL', 'LCL', 'AIR')),
    pol text not null references locations (code),
    pod text not null references locations (code),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index shipments_team_idx on shipments (team_id, created_at, id)`,
  sql`create index shipments_partner_idx on shipments (partner_id, created_at, id)`,

  sql`create table shipment_milestones (
    shipment_id text not null references shipments (id),
    kind text not null check (kind in ('booking_requested', 'booking_confirmed', 'cargo_picked_up',
      'departed', 'arrived', 'customs_cleared', 'delivered', 'completed')),
    planned_at timestamptz,
    actual_at timestamptz,
    place text,
    note text,
    updated_by text references users (id),
    updated_at timestamptz not null default now(),
    primary key (shipment_id, kind)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'shipment_milestones',
    'shipments',
    'bid_quotes',
    'bids',
    'estimate_logs',
    'partner_rates',
    'vessel_schedules',
    'exchange_rates',
    'locations',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
