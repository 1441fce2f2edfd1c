import type { TokenPair, UserKind } from '@baro/core';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { insertRefreshToken, insertSession } from './sessions.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Starts a session (a refresh-token family) for a user who just proved who they are. */
export async function issueSession(
  trx: Transaction<Database>,
  deps: Pick<AppDeps, 'env' | 'tokens' | 'refreshTokens' | 'now'>,
  user: { id: string; kind: UserKind },
  client: { userAgent: string | null; ip: string | null },
): Promise<{ sessionId: string; refreshToken: string; sign: () => Promise<TokenPair> }> {
  const now = deps.now();
  const sessionId = newId('sess');
  const refreshToken = deps.refreshTokens.generate();
  await insertSession(trx, { id: sessionId, userId: user.id, ...client, now });
  await insertRefreshToken(trx, {
    id: newId('rt'),
    sessionId,
    tokenHash: deps.refreshTokens.hash(refreshToken),
    now,
    expiresAt: new Date(now.getTime() + deps.env.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  });
  return {
    sessionId,
    refreshToken,
    sign: async () => ({
      accessToken: await deps.tokens.sign({ userId: user.id, sessionId, kind: user.kind }),
      refreshToken,
    }),
  };
}

export const REFRESH_TTL_MS = (days: number) => days * DAY_MS;
