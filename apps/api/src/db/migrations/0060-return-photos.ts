import { type Kysely, sql } from 'kysely';

// Return inspection photos (issue 15): the warehouse desk uploads photos of each returned item
// through the file calls and they are bound to the inspection record they show. Workers become
// uploaders (`worker`) and inspection records a file target (`returnInspection`).
const statements = [
  sql`alter table files drop constraint files_uploader_kind_check`,
  sql`alter table files add constraint files_uploader_kind_check
    check (uploader_kind in ('customer', 'partner', 'staff', 'non_member', 'worker'))`,
  sql`alter table files drop constraint files_target_type_check`,
  sql`alter table files add constraint files_target_type_check
    check (target_type in ('team', 'bid', 'shipment', 'estimateLog', 'returnInspection'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from files where uploader_kind = 'worker' or target_type = 'returnInspection'`.execute(db);
  await sql`alter table files drop constraint files_uploader_kind_check`.execute(db);
  await sql`alter table files add constraint files_uploader_kind_check
    check (uploader_kind in ('customer', 'partner', 'staff', 'non_member'))`.execute(db);
  await sql`alter table files drop constraint files_target_type_check`.execute(db);
  await sql`alter table files add constraint files_target_type_check
    check (target_type in ('team', 'bid', 'shipment', 'estimateLog'))`.execute(db);
}
