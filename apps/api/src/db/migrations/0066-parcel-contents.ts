import { type Kysely, sql } from 'kysely';

// Issue 15 (several boxes per order at the packing station): what went into each parcel, as the
// packer split the scanned items into boxes — `[{ "skuId": …, "quantity": … }]`, for the label's
// contents line and the order's parcel list. Null for a parcel packed without a split (one box,
// or the order page's pack, where the order's lines are the contents).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shipping_order_parcels add column items jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shipping_order_parcels drop column if exists items`.execute(db);
}
