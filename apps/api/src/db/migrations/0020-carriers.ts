import { type Kysely, sql } from 'kysely';

// Carriers (issue 14). `carrier_waybills`: every waybill number Baro obtained from a carrier (or
// from the simulated network), with the sorting codes printed on its label; the simulated network
// reads its own rows to know when a parcel left and where it goes. `tracked_parcels`: parcels whose
// tracking Baro follows, one row per (carrier, number), owned by another module's object
// (`owner_type`/`owner_id`, e.g. a shipping order or a return), polled with backoff until delivered
// or given up. Events are kept as the carrier reported them (JSON, oldest first).
const statements = [
  sql`create table carrier_waybills (
    parcel_company text not null check (parcel_company in ('01', '04', '05', '06', '08')),
    invoice_no text not null check (invoice_no ~ '^[0-9]{9,14}$'),
    provider text not null check (provider in ('simulated', 'hanjin')),
    kind text not null check (kind in ('outbound', 'return')),
    reference text not null,
    sorting jsonb not null,
    sender_zip text not null check (sender_zip ~ '^[0-9]{5}$'),
    recipient_zip text not null check (recipient_zip ~ '^[0-9]{5}$'),
    issued_at timestamptz not null,
    created_at timestamptz not null default now(),
    primary key (parcel_company, invoice_no)
  )`,
  sql`create index carrier_waybills_reference_idx on carrier_waybills (reference)`,
  sql`create table tracked_parcels (
    id text primary key,
    parcel_company text not null check (parcel_company in ('01', '04', '05', '06', '08')),
    invoice_no text not null check (invoice_no ~ '^[0-9]{9,14}$'),
    owner_type text not null check (owner_type ~ '^[a-z_]{1,30}$'),
    owner_id text not null,
    team_id text references teams (id),
    status text not null check (status in ('information_received', 'at_pickup', 'in_transit',
      'out_for_delivery', 'delivered', 'attempt_fail', 'exception', 'returning')),
    events jsonb not null default '[]',
    first_scan_at timestamptz,
    delivered_at timestamptz,
    polls integer not null default 0 check (polls >= 0),
    unchanged_polls integer not null default 0 check (unchanged_polls >= 0),
    failures integer not null default 0 check (failures >= 0),
    last_error text,
    last_polled_at timestamptz,
    next_poll_at timestamptz,
    stopped_at timestamptz,
    stop_reason text check (stop_reason in ('delivered', 'returned', 'limit', 'released')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (parcel_company, invoice_no),
    check ((stopped_at is null) = (stop_reason is null)),
    check (stopped_at is not null or next_poll_at is not null)
  )`,
  sql`create index tracked_parcels_due_idx on tracked_parcels (next_poll_at) where stopped_at is null`,
  sql`create index tracked_parcels_owner_idx on tracked_parcels (owner_type, owner_id)`,
  sql`create index tracked_parcels_team_idx on tracked_parcels (team_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists tracked_parcels`.execute(db);
  await sql`drop table if exists carrier_waybills`.execute(db);
}
