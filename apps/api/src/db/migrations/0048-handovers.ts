import { type Kysely, sql } from 'kysely';

// Carrier handovers (issue 15): a manifest per warehouse and carrier, open while the desk scans
// parcels into it, closed when the driver takes them. The partial unique index keeps one open
// manifest per warehouse and carrier even when two desks open one at once. A parcel is on at most
// one manifest ever (unique parcel_id): removing it from an open manifest deletes its row, and a
// closed manifest's parcels have left with the carrier. The waybill is copied as it was handed over.
const statements = [
  sql`create sequence handovers_seq`,
  sql`create table handovers (
    id text primary key,
    handover_no text not null unique,
    warehouse_id text not null references warehouses (id),
    parcel_company text not null check (parcel_company in ('01', '04', '05', '06', '08')),
    status text not null check (status in ('open', 'closed')),
    created_by text not null references users (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    closed_at timestamptz,
    closed_by text references users (id),
    check ((status = 'closed') = (closed_at is not null)),
    check ((closed_at is null) = (closed_by is null))
  )`,
  sql`create unique index handovers_open_idx on handovers (warehouse_id, parcel_company) where status = 'open'`,
  sql`create index handovers_warehouse_created_idx on handovers (warehouse_id, created_at desc, id)`,
  sql`create index handovers_created_idx on handovers (created_at desc, id)`,
  sql`create index handovers_created_by_idx on handovers (created_by)`,
  sql`create index handovers_closed_by_idx on handovers (closed_by)`,

  sql`create table handover_parcels (
    handover_id text not null references handovers (id),
    parcel_id text not null unique references shipping_order_parcels (id),
    order_id text not null references shipping_orders (id),
    invoice_no text not null,
    scanned_by text not null references users (id),
    scanned_at timestamptz not null,
    primary key (handover_id, parcel_id)
  )`,
  sql`create index handover_parcels_order_idx on handover_parcels (order_id)`,
  sql`create index handover_parcels_scanned_by_idx on handover_parcels (scanned_by)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['handover_parcels', 'handovers'])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await sql`drop sequence if exists handovers_seq`.execute(db);
}
