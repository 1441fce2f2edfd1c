import { type Kysely, sql } from 'kysely';

// What packing needs to get a waybill from a carrier (issue 14): the warehouse is the sender on
// the waybill and the label, so its postal code and phone join its address, and the carrier its
// parcels go with unless the floor picks another one for a parcel (null: the service default,
// CJ대한통운). Nullable so existing warehouses keep working until staff fill them in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table warehouses add column zip_code text check (zip_code ~ '^[0-9]{5}$')`.execute(db);
  await sql`alter table warehouses add column phone text`.execute(db);
  await sql`alter table warehouses add column parcel_company text
    check (parcel_company in ('04', '05', '08', '01', '06'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table warehouses drop column if exists parcel_company`.execute(db);
  await sql`alter table warehouses drop column if exists phone`.execute(db);
  await sql`alter table warehouses drop column if exists zip_code`.execute(db);
}
