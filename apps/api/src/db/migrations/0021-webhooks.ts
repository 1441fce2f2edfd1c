import { type Kysely, sql } from 'kysely';

// Webhooks (issue 14). A team's endpoints, and one delivery row per (event, endpoint): the exact
// body sent (so a retry or a manual re-send signs the same bytes), the attempts with the last
// answer, and when to try next. Deliveries are written in the transaction of the change they
// report (enqueueWebhookEvent) and sent by a pg-boss job after it commits.
const statements = [
  sql`create table webhook_endpoints (
    id text primary key,
    team_id text not null references teams (id),
    url text not null,
    description text,
    events jsonb not null,
    enabled boolean not null default true,
    secret text not null,
    created_by text references users (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index webhook_endpoints_team_idx on webhook_endpoints (team_id, created_at)`,
  sql`create index webhook_endpoints_created_by_idx on webhook_endpoints (created_by)`,
  sql`create table webhook_deliveries (
    id text primary key,
    endpoint_id text not null references webhook_endpoints (id) on delete cascade,
    team_id text not null references teams (id),
    event_id text not null,
    event_type text not null,
    payload text not null,
    status text not null check (status in ('pending', 'retrying', 'succeeded', 'failed')),
    attempts integer not null default 0 check (attempts >= 0),
    next_attempt_at timestamptz,
    locked_until timestamptz,
    last_attempt_at timestamptz,
    last_response_status integer,
    last_response_body text,
    last_error text,
    redelivery_of text references webhook_deliveries (id) on delete set null,
    give_up_at timestamptz not null,
    created_at timestamptz not null default now(),
    delivered_at timestamptz,
    check ((status in ('pending', 'retrying')) = (next_attempt_at is not null)),
    check ((status = 'succeeded') = (delivered_at is not null))
  )`,
  sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status in ('pending', 'retrying')`,
  sql`create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc)`,
  sql`create index webhook_deliveries_team_idx on webhook_deliveries (team_id)`,
  sql`create index webhook_deliveries_redelivery_idx on webhook_deliveries (redelivery_of)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists webhook_deliveries`.execute(db);
  await sql`drop table if exists webhook_endpoints`.execute(db);
}
