import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertSession(
  db: Db,
  row: { id: string; userId: string; userAgent: string | null; ip: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: row.id,
      user_id: row.userId,
      user_agent: row.userAgent,
      ip: row.ip,
      created_at: row.now,
      last_used_at: row.now,
    })
    .execute();
}

export async function insertRefreshToken(
  db: Db,
  row: { id: string; sessionId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      id: row.id,
      session_id: row.sessionId,
      token_hash: row.tokenHash,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The refresh token with its session, locked for this transaction so concurrent refreshes queue. */
export function lockRefreshTokenByHash(trx: Transaction<Database>, tokenHash: string) {
  return trx
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.id',
      'refresh_tokens.session_id',
      'refresh_tokens.expires_at',
      'refresh_tokens.rotated_at',
      'refresh_tokens.successor_id',
      'sessions.user_id',
      'sessions.revoked_at',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .forUpdate('refresh_tokens')
    .executeTakeFirst();
}

export function findRefreshTokenById(db: Db, id: string) {
  return db
    .selectFrom('refresh_tokens')
    .select(['id', 'rotated_at', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markRotated(db: Db, id: string, successorId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now, successor_id: successorId })
    .where('id', '=', id)
    .execute();
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user (password reset, disabling), or every one but `exceptSessionId`. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '<>', exceptSessionId);
  await query.execute();
}

export function findSessionIdByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}
