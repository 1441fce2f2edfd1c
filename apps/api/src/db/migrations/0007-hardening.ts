import { type Kysely, sql } from 'kysely';

// Issue 11 (hardening):
// - outbox_emails.sealed_body: the deliverable text and HTML of a message that carries a secret
//   (reset and invitation links), encrypted with a key derived from the token key; text_body and
//   html_body keep a redacted copy, the only one staff can read. Cleared once the message is sent
//   or given up.
// - audit_events: who did what to what, from where (first: staff reading the outbox).
// - write_quotas: how many fan-out writes (bid requests, invitations, e-mails) a team, account or
//   address made in a window, counted in the database so every API process shares the limit.
// - login_throttles: keys are now per account and address; the old keys mean nothing any more.
const statements = [
  sql`alter table outbox_emails add column sealed_body text`,
  sql`create table audit_events (
    id text primary key,
    actor_user_id text references users (id) on delete set null,
    action text not null,
    target text,
    details jsonb not null default '{}'::jsonb,
    client_address text,
    created_at timestamptz not null default now()
  )`,
  sql`create index audit_events_created_at_idx on audit_events (created_at, id)`,
  sql`create index audit_events_actor_idx on audit_events (actor_user_id, created_at)`,
  sql`create index audit_events_action_idx on audit_events (action, created_at)`,
  sql`create table write_quotas (
    key text not null,
    window_start timestamptz not null,
    used integer not null,
    primary key (key, window_start)
  )`,
  sql`create index write_quotas_window_idx on write_quotas (window_start)`,
  sql`delete from login_throttles`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists write_quotas`.execute(db);
  await sql`drop table if exists audit_events`.execute(db);
  await sql`alter table outbox_emails drop column if exists sealed_body`.execute(db);
}
