import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

const SEEDED_KEY = 'demo_data_seeded_at';

export async function findSeededAt(db: Kysely<Database> | Transaction<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst();
  return row ? String(row.value) : null;
}

export async function markSeeded(trx: Transaction<Database>, at: Date): Promise<void> {
  const value = JSON.stringify(at.toISOString());
  await trx
    .insertInto('app_meta')
    .values({ key: SEEDED_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}
