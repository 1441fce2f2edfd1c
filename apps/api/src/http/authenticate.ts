import type { UserKind } from '@baro/core';
import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../modules/auth/access-tokens.ts';
import type { FindCaller } from '../modules/users/cached-callers.ts';
import { AppError } from './app-error.ts';

/** Who is calling, read from the token and the database: the only source of tenancy. */
export interface Caller {
  userId: string;
  sessionId: string;
  kind: UserKind;
  teamId: string | null;
  teamRole: 'master' | 'admin' | 'member' | null;
  partnerId: string | null;
  warehouseId: string | null;
  locale: 'ko' | 'en';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every route that is not anonymous; null on anonymous ones. */
    caller: Caller | null;
  }
}

const bearer = (header: string | undefined) => {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
};

/**
 * Runs before body parsing and validation, so a caller without the right to a route learns
 * nothing about it: no token → 401, the wrong kind of account → 403. The user and session are
 * read on every request — from memory while the database announces no change to them (ADR 0015) —
 * so a disabled account or a logged-out session stops at once, and a changed team membership
 * takes effect at once.
 */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { tokens: AccessTokens; callers: FindCaller },
) {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'anonymous') return;

    const token = bearer(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHORIZED');
    const verified = await deps.tokens.verify(token);
    if (!verified.ok) throw new AppError('INVALID_TOKEN');
    if (verified.expired) throw new AppError('SESSION_EXPIRED');

    const row = await deps.callers(verified.claims.userId, verified.claims.sessionId);
    if (!row) throw new AppError('SESSION_REVOKED');
    // Disabling revokes the sessions too; say the reason that the person can act on.
    if (row.disabled_at) throw new AppError('ACCOUNT_DISABLED');
    if (row.revoked_at) throw new AppError('SESSION_REVOKED');
    if (!access.includes(row.kind)) throw new AppError('FORBIDDEN');

    request.caller = {
      userId: row.id,
      sessionId: verified.claims.sessionId,
      kind: row.kind,
      teamId: row.team_id,
      teamRole: row.team_role,
      partnerId: row.partner_id,
      warehouseId: row.warehouse_id,
      locale: row.locale,
    };
  });
}

/** The caller of a route that is not anonymous (the hook above guarantees it). */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED');
  return request.caller;
}
