import { type Kysely, sql } from 'kysely';

// Issue 17 (the staff admin app):
// - audit_events learns what a staff write changed: the ids it touched (searchable), the state
//   before and after, and the request that made it (so the API can tell whether an /api/admin
//   write left its entry).
// - bids: why staff canceled one, and whether its deadline is still the business-day rule's
//   (`rule`, moved when the holiday calendar changes) or one staff set by hand (`staff`, kept).
const statements = [
  sql`alter table audit_events add column target_ids text[] not null default '{}'`,
  sql`alter table audit_events add column before jsonb`,
  sql`alter table audit_events add column after jsonb`,
  sql`alter table audit_events add column request_id text`,
  sql`create index audit_events_target_ids_idx on audit_events using gin (target_ids)`,
  sql`create index audit_events_request_id_idx on audit_events (request_id)`,
  sql`alter table bids add column cancel_reason text`,
  sql`alter table bids add column deadline_source text not null default 'rule' check (deadline_source in ('rule', 'staff'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bids drop column if exists deadline_source`.execute(db);
  await sql`alter table bids drop column if exists cancel_reason`.execute(db);
  await sql`drop index if exists audit_events_request_id_idx`.execute(db);
  await sql`drop index if exists audit_events_target_ids_idx`.execute(db);
  for (const column of ['request_id', 'after', 'before', 'target_ids'])
    await sql`alter table audit_events drop column if exists ${sql.ref(column)}`.execute(db);
}
