import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/authenticate.ts';

/**
 * The caller of an anonymous route that also serves members (instant quotes): null without an
 * Authorization header; otherwise the token must be as good as on a members' route (a stale one
 * answers 401 so the app refreshes it once and retries, and the search is logged to the member
 * and team rather than silently to nobody).
 */
export async function optionalCallerOf(
  deps: Pick<AppDeps, 'tokens' | 'callers'>,
  request: Pick<FastifyRequest, 'headers' | 'caller'>,
): Promise<Caller | null> {
  if (request.caller) return request.caller;
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return null;
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) throw new AppError('INVALID_TOKEN');
  const verified = await deps.tokens.verify(token);
  if (!verified.ok) throw new AppError('INVALID_TOKEN');
  if (verified.expired) throw new AppError('SESSION_EXPIRED');
  const row = await deps.callers(verified.claims.userId, verified.claims.sessionId);
  if (!row) throw new AppError('SESSION_REVOKED');
  if (row.disabled_at) throw new AppError('ACCOUNT_DISABLED');
  if (row.revoked_at) throw new AppError('SESSION_REVOKED');
  return {
    userId: row.id,
    sessionId: verified.claims.sessionId,
    kind: row.kind,
    teamId: row.team_id,
    teamRole: row.team_role,
    partnerId: row.partner_id,
    warehouseId: row.warehouse_id,
    locale: row.locale,
  };
}
