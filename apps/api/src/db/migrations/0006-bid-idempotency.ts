import { type Kysely, sql } from 'kysely';

// Bid requests accept an `Idempotency-Key` header (DESIGN §5): the key and a hash of the request
// body are kept on the bid they created, unique per team, so a retried POST /api/bid finds its bid
// instead of making a second one, and the same key with another body is told apart.
const statements = [
  sql`alter table bids add column idempotency_key text`,
  sql`alter table bids add column request_hash text`,
  sql`alter table bids add constraint bids_idempotency_pair check ((idempotency_key is null) = (request_hash is null))`,
  sql`create unique index bids_idempotency_idx on bids (team_id, idempotency_key) where idempotency_key is not null`,
  // The quotes of one bid, for its detail and the partner views (the live-quote index is partial).
  sql`create index bid_quotes_bid_idx on bid_quotes (bid_id, partner_id, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists bid_quotes_bid_idx`.execute(db);
  await sql`drop index if exists bids_idempotency_idx`.execute(db);
  await sql`alter table bids drop constraint if exists bids_idempotency_pair`.execute(db);
  await sql`alter table bids drop column if exists request_hash`.execute(db);
  await sql`alter table bids drop column if exists idempotency_key`.execute(db);
}
