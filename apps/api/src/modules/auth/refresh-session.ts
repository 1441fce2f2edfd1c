import type { RefreshRequest, TokenPair } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserById } from '../users/users.api.ts';
import { REFRESH_TTL_MS } from './issue-session.ts';
import {
  findRefreshTokenById,
  insertRefreshToken,
  lockRefreshTokenByHash,
  markRotated,
  revokeSession,
  touchSession,
} from './sessions.repository.ts';

/** How long the token just replaced still answers with its successor (two tabs refreshing at once). */
export const ROTATION_GRACE_MS = 10_000;

type Outcome =
  | { kind: 'rotated'; refreshToken: string; userId: string; sessionId: string }
  | { kind: 'refused'; code: 'INVALID_TOKEN' | 'SESSION_EXPIRED' | 'SESSION_REVOKED' | 'ACCOUNT_DISABLED' };

/**
 * Rotates the refresh token. The row is locked, so concurrent refreshes with one token queue: the
 * first rotates it, the next ones (within the grace window, while its successor is still the
 * newest) receive the same successor. Any other reuse of a rotated token means it was stolen or
 * replayed: the whole session is revoked, its newest token included.
 */
export async function refreshSession(
  deps: Pick<AppDeps, 'db' | 'tokens' | 'refreshTokens' | 'env' | 'now'>,
  input: RefreshRequest,
): Promise<TokenPair> {
  const access = await deps.tokens.verify(input.accessToken, { allowExpired: true });
  if (!access.ok) throw new AppError('INVALID_TOKEN');

  const outcome = await transact(deps.db, async (trx): Promise<Outcome> => {
    const now = deps.now();
    const row = await lockRefreshTokenByHash(trx, deps.refreshTokens.hash(input.refreshToken));
    if (!row || row.session_id !== access.claims.sessionId || row.user_id !== access.claims.userId) {
      return { kind: 'refused', code: 'INVALID_TOKEN' };
    }
    // Disabling revokes the sessions too; say the reason the person can act on (as authenticate does).
    const user = await findUserById(trx, row.user_id);
    if (!user || user.disabled_at) return { kind: 'refused', code: 'ACCOUNT_DISABLED' };
    if (row.revoked_at) return { kind: 'refused', code: 'SESSION_REVOKED' };

    const successor = deps.refreshTokens.successorOf(input.refreshToken);
    if (!row.rotated_at) {
      if (row.expires_at.getTime() <= now.getTime()) return { kind: 'refused', code: 'SESSION_EXPIRED' };
      const successorId = newId('rt');
      await insertRefreshToken(trx, {
        id: successorId,
        sessionId: row.session_id,
        tokenHash: deps.refreshTokens.hash(successor),
        now,
        expiresAt: new Date(now.getTime() + REFRESH_TTL_MS(deps.env.REFRESH_TOKEN_TTL_DAYS)),
      });
      await markRotated(trx, row.id, successorId, now);
      await touchSession(trx, row.session_id, now);
      return { kind: 'rotated', refreshToken: successor, userId: row.user_id, sessionId: row.session_id };
    }

    const next = row.successor_id ? await findRefreshTokenById(trx, row.successor_id) : undefined;
    const withinGrace = now.getTime() - row.rotated_at.getTime() <= ROTATION_GRACE_MS;
    if (withinGrace && next && !next.rotated_at) {
      return { kind: 'rotated', refreshToken: successor, userId: row.user_id, sessionId: row.session_id };
    }
    await revokeSession(trx, row.session_id, 'refresh-token-reuse', now);
    return { kind: 'refused', code: 'SESSION_REVOKED' };
  });

  // Refusals are answered after the transaction, so a revocation is committed, not rolled back.
  if (outcome.kind === 'refused') throw new AppError(outcome.code);
  const accessToken = await deps.tokens.sign({
    userId: outcome.userId,
    sessionId: outcome.sessionId,
    kind: access.claims.kind,
  });
  return { accessToken, refreshToken: outcome.refreshToken };
}
