import { type Kysely, sql } from 'kysely';

// Issue 15 (packing station): the box each parcel was packed in (`B1` = 1호 … `B6` = 6호, the
// catalogue in @baro/core's packing-boxes.ts), for box-size pricing and the label reprint. Null
// for parcels packed before, or without choosing a box.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shipping_order_parcels add column box_code text
    check (box_code in ('B1', 'B2', 'B3', 'B4', 'B5', 'B6'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shipping_order_parcels drop column if exists box_code`.execute(db);
}
