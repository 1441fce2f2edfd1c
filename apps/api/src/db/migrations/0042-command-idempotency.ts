import { type Kysely, sql } from 'kysely';

// Issue 15: the handheld's scan commands (stock move, count adjustment, inbound receipt) carry an
// `Idempotency-Key`, and the app retries them from its offline queue. One shared store answers a
// retried key with the first answer: per user (workers and staff have no team), per route and key,
// the hash of what was asked and the response given. The row is claimed first in the command's own
// transaction, so a second request with the same key waits for the first and then replays it; a
// refused command rolls back and leaves the key free.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table command_idempotency (
    user_id text not null references users (id) on delete cascade,
    route text not null,
    idempotency_key text not null,
    request_hash text not null,
    status_code integer,
    response jsonb,
    created_at timestamptz not null default now(),
    primary key (user_id, route, idempotency_key),
    check ((status_code is null) = (response is null))
  )`.execute(db);
  // For clearing out old keys by age.
  await sql`create index command_idempotency_created_idx on command_idempotency (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists command_idempotency`.execute(db);
}
