import { type Kysely, sql } from 'kysely';

// Issue 18, "nobody misses a bid": the customer hears of arriving quotes in a digest, at most once
// an hour per bid. A submitted quote sets `quote_digest_due_at` (or joins the one already set);
// the digest job sends what arrived after `quote_digest_sent_at` and clears the due time in the
// same transaction as the queued mail, so a re-run finds nothing to send.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bids add column quote_digest_due_at timestamptz`.execute(db);
  await sql`alter table bids add column quote_digest_sent_at timestamptz`.execute(db);
  await sql`create index bids_quote_digest_due_idx on bids (quote_digest_due_at) where quote_digest_due_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists bids_quote_digest_due_idx`.execute(db);
  await sql`alter table bids drop column if exists quote_digest_sent_at`.execute(db);
  await sql`alter table bids drop column if exists quote_digest_due_at`.execute(db);
}
