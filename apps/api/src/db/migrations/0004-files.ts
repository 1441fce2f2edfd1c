import { type Kysely, sql } from 'kysely';

// Files (issue 5): one row per uploaded object, from the presigned upload until the object is gone.
// `pending` = a key handed out (bytes may or may not have arrived), `bound` = attached to one
// entity, `deleting` = the binding is gone and the object is being removed (retried until it is).
// The target columns are plain text (team, bid, shipment, estimate log ids), not foreign keys,
// because one column pair points into several tables; the files module checks them.
const statements = [
  sql`create table files (
    key text primary key,
    file_name text not null,
    extension text not null,
    mime_type text not null,
    size integer not null check (size > 0),
    uploader_kind text not null check (uploader_kind in ('customer', 'partner', 'staff', 'non_member')),
    uploaded_by text references users (id),
    team_id text references teams (id),
    partner_id text references partners (id),
    client_address text,
    status text not null check (status in ('pending', 'bound', 'deleting')),
    target_type text check (target_type in ('team', 'bid', 'shipment', 'estimateLog')),
    target_id text,
    file_type text,
    bound_by text references users (id),
    bound_at timestamptz,
    deleting_since timestamptz,
    created_at timestamptz not null default now(),
    check ((uploader_kind = 'non_member') = (uploaded_by is null)),
    check ((target_type is null) = (target_id is null)),
    check ((target_type is null) = (bound_at is null)),
    check (status <> 'bound' or (target_type is not null and file_type is not null)),
    check ((status = 'deleting') = (deleting_since is not null))
  )`,
  sql`create index files_target_idx on files (target_type, target_id, bound_at) where status = 'bound'`,
  sql`create index files_pending_idx on files (created_at) where status = 'pending'`,
  sql`create index files_deleting_idx on files (deleting_since) where status = 'deleting'`,
  sql`create index files_non_member_idx on files (client_address, created_at) where uploader_kind = 'non_member'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists files`.execute(db);
}
