import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertPasswordReset(
  db: Db,
  row: { id: string; userId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      id: row.id,
      user_id: row.userId,
      token_hash: row.tokenHash,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .execute();
}

export function findLatestResetCreatedAt(db: Db, userId: string) {
  return db
    .selectFrom('password_resets')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Spends a live reset token once; returns its user, or undefined when unknown, used or expired. */
export async function consumePasswordReset(trx: Transaction<Database>, tokenHash: string, now: Date) {
  return trx
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
}

/** Other links of the same user stop working once one was used. */
export async function expireUserResets(trx: Transaction<Database>, userId: string, now: Date): Promise<void> {
  await trx
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
