import { type Kysely, sql } from 'kysely';

// Issue 12 (speed), from EXPLAIN ANALYZE on 100k partner rates (docs/performance.md):
// - partner_rates_partner_lane_idx: a partner's rate list in its order (lane, container, newest
//   validity), so a page is read off the index instead of sorting every rate the partner has
//   (~5,000 rows, a top-N heapsort per request). Its first column serves the foreign key, so the
//   old (partner_id, created_at) index, which no query orders by, goes.
// - estimate_logs.request and .estimates become json: each log is written once and read back
//   whole (never queried inside), and a busy lane's ~100 estimates are ~70 kB that jsonb would
//   parse into its binary form on every insert and print back to text on every read.
const statements = [
  sql`create index partner_rates_partner_lane_idx on partner_rates
    (partner_id, freight_type, pol, pod, container_type, valid_from desc, id)`,
  sql`drop index partner_rates_partner_idx`,
  sql`alter table estimate_logs
    alter column request type json using request::json,
    alter column estimates type json using estimates::json`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table estimate_logs
    alter column request type jsonb using request::jsonb,
    alter column estimates type jsonb using estimates::jsonb`.execute(db);
  await sql`create index partner_rates_partner_idx on partner_rates (partner_id, created_at)`.execute(db);
  await sql`drop index partner_rates_partner_lane_idx`.execute(db);
}
