import { type Kysely, sql } from 'kysely';

// Issue 18, "human bid numbers": a bid request is read and said as `BID-20261125-0001` — the Seoul
// day it was made and its place among that day's requests — not by its internal id (which stays
// in addresses). `bid_number_days` counts each Seoul day's requests; creating a bid takes the next
// number of its day in the insert's transaction (an upsert that locks the day's row, so two
// requests at once get distinct numbers), and a unique index guards the rest. Existing bids are
// numbered by their creation time, day by day, and the counters start after them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table bid_number_days (
    day text primary key check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    last_seq integer not null check (last_seq >= 0)
  )`.execute(db);
  await sql`alter table bids add column number text`.execute(db);
  await sql`
    with numbered as (
      select id,
             to_char(created_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day,
             row_number() over (
               partition by to_char(created_at at time zone 'Asia/Seoul', 'YYYY-MM-DD')
               order by created_at, id
             ) as seq
      from bids
    )
    update bids
    set number = 'BID-' || replace(numbered.day, '-', '') || '-' ||
                 case when numbered.seq < 10000 then lpad(numbered.seq::text, 4, '0') else numbered.seq::text end
    from numbered
    where bids.id = numbered.id`.execute(db);
  await sql`
    insert into bid_number_days (day, last_seq)
    select to_char(created_at at time zone 'Asia/Seoul', 'YYYY-MM-DD'), count(*)
    from bids
    group by 1`.execute(db);
  await sql`alter table bids alter column number set not null`.execute(db);
  await sql`create unique index bids_number_key on bids (number)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists bids_number_key`.execute(db);
  await sql`alter table bids drop column if exists number`.execute(db);
  await sql`drop table if exists bid_number_days`.execute(db);
}
