import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../modules/auth/auth.api.ts';
import { AppError } from './app-error.ts';
import type { Caller, FindCaller } from './callers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * On an anonymous route: a member may still send a token, which is then checked as on a
     * members' route and read with `optionalCallerOf` (instant quotes attribute a search this way).
     */
    optionalCaller?: boolean;
  }
}

export interface AuthenticationDeps {
  tokens: Pick<AccessTokens, 'verify'>;
  /** The user and session behind a token (the composition root decides how they are read). */
  callers: FindCaller;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The one check of a bearer token, for members' routes and members on anonymous routes alike: a
 * forged or malformed token → 401 INVALID_TOKEN, an expired one → SESSION_EXPIRED (the app
 * refreshes it once and retries), a logged-out session → SESSION_REVOKED, a disabled account →
 * ACCOUNT_DISABLED.
 */
export async function callerOfAuthorization(deps: AuthenticationDeps, header: string): Promise<Caller> {
  const token = BEARER.exec(header)?.[1];
  if (!token) throw new AppError('INVALID_TOKEN');
  const verified = await deps.tokens.verify(token);
  if (!verified.ok) throw new AppError('INVALID_TOKEN');
  if (verified.expired) throw new AppError('SESSION_EXPIRED');

  const row = await deps.callers(verified.claims.userId, verified.claims.sessionId);
  if (!row) throw new AppError('SESSION_REVOKED');
  // Disabling revokes the sessions too; say the reason that the person can act on.
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

/**
 * Runs before body parsing and validation, so a caller without the right to a route learns
 * nothing about it: no token → 401, the wrong kind of account → 403. The user is read on every
 * request so a disabled account or a logged-out session stops at once, and a changed team
 * membership takes effect at once.
 */
export function registerAuthentication(app: FastifyInstance, deps: AuthenticationDeps) {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access) return;
    const header = request.headers.authorization;

    if (access === 'anonymous') {
      // A visitor sends nothing (an empty header is nothing too); a member's token must be good.
      if (config.optionalCaller && header !== undefined && header.trim() !== '') {
        request.caller = await callerOfAuthorization(deps, header);
      }
      return;
    }

    if (header === undefined || !BEARER.test(header)) throw new AppError('UNAUTHORIZED');
    const caller = await callerOfAuthorization(deps, header);
    if (!access.includes(caller.kind)) throw new AppError('FORBIDDEN');
    request.caller = caller;
  });
}
