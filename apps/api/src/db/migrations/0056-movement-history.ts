import { type Kysely, sql } from 'kysely';

// Movement history on the warehouse desk (issue 15): the ledger of one location, or of one
// warehouse, newest first, a page at a time. The single-column indexes on location and warehouse
// become (column, seq desc), which serve those pages in order and the foreign keys alike.
const statements = [
  sql`create index stock_movements_location_seq_idx on stock_movements (location_id, seq desc)`,
  sql`drop index if exists stock_movements_location_idx`,
  sql`create index stock_movements_warehouse_seq_idx on stock_movements (warehouse_id, seq desc)`,
  sql`drop index if exists stock_movements_warehouse_idx`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists stock_movements_location_idx on stock_movements (location_id)`.execute(
    db,
  );
  await sql`create index if not exists stock_movements_warehouse_idx on stock_movements (warehouse_id)`.execute(
    db,
  );
  await sql`drop index if exists stock_movements_location_seq_idx`.execute(db);
  await sql`drop index if exists stock_movements_warehouse_seq_idx`.execute(db);
}
