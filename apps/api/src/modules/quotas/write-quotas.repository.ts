import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Takes one unit of `key`'s quota in the window, in one conditional statement: the row is created
 * at 1 or raised by 1 only while below `limit`. No row back means the quota is used up. Inside a
 * transaction the unit is returned if the write rolls back.
 */
export async function takeQuotaUnit(db: Db, key: string, windowStart: Date, limit: number): Promise<boolean> {
  const row = await db
    .insertInto('write_quotas')
    .values({ key, window_start: windowStart, used: 1 })
    .onConflict((oc) =>
      oc
        .columns(['key', 'window_start'])
        .doUpdateSet({ used: sql`write_quotas.used + 1` })
        .where('write_quotas.used', '<', limit),
    )
    .returning('used')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets windows that ended before `before`. */
export async function deleteQuotasBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('write_quotas').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
