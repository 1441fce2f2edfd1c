import { type Kysely, sql } from 'kysely';

// Location management on the warehouse desk (issue 15): a location may be deactivated — refused
// while it holds stock — and activated again. A deactivated location takes no stock in (moves,
// receipts, putaway, counts and restocks refuse it) and stays in the ledger's history.
const statements = [sql`alter table warehouse_locations add column active boolean not null default true`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table warehouse_locations drop column if exists active`.execute(db);
}
