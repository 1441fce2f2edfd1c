import { type Kysely, sql } from 'kysely';

// Issue 18 ("nobody misses a bid"): each partner admin chooses which bid requests reach them by
// e-mail — those on lanes their partner has rates on (the default), every one, or none — and
// whether they hear that a quote of theirs won or lost. No row means the defaults.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table partner_mail_preferences (
    user_id text primary key references users (id) on delete cascade,
    bid_requests text not null default 'lanes' check (bid_requests in ('lanes', 'all', 'off')),
    bid_results boolean not null default true,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists partner_mail_preferences`.execute(db);
}
