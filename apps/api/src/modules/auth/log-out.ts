import type { AppDeps } from '../../app-deps.ts';
import { findSessionIdByTokenHash, revokeSession } from './sessions.repository.ts';

/** Ends the session the refresh token belongs to; an unknown or spent token is already logged out. */
export async function logOut(
  deps: Pick<AppDeps, 'db' | 'refreshTokens' | 'now'>,
  refreshToken: string,
): Promise<void> {
  const row = await findSessionIdByTokenHash(deps.db, deps.refreshTokens.hash(refreshToken));
  if (row) await revokeSession(deps.db, row.session_id, 'logout', deps.now());
}
