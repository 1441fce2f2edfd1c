import type { Language, TeamRole, UserKind } from '@baro/core';
import { AppError } from './app-error.ts';

// Who is calling, in one place: the caller the authentication hook reads from the token and the
// database (the only source of tenancy), and the narrower callers that routes of one audience take.
// Modules never read a token themselves.

/** What the authentication hook reads about a token's user and session (one indexed query). */
export interface CallerRecord {
  id: string;
  kind: UserKind;
  team_id: string | null;
  team_role: TeamRole | null;
  partner_id: string | null;
  warehouse_id: string | null;
  locale: Language;
  disabled_at: Date | null;
  revoked_at: Date | null;
}

/** Reads a token's user with its session; undefined when either is gone. */
export type FindCaller = (userId: string, sessionId: string) => Promise<CallerRecord | undefined>;

/** Who is calling, read from the token and the database. */
export interface Caller {
  userId: string;
  sessionId: string;
  kind: UserKind;
  teamId: string | null;
  teamRole: TeamRole | null;
  partnerId: string | null;
  warehouseId: string | null;
  locale: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set on every route that is not anonymous; on an anonymous route with `optionalCaller` it is
     * the signed-in member when a token came, else null; null on other anonymous routes.
     */
    caller: Caller | null;
  }
}

/** The caller of a route that is not anonymous (the authentication hook guarantees it). */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED');
  return request.caller;
}

/**
 * The caller of an anonymous route that also serves members: the member when a token came (checked
 * as on a members' route), null for a visitor. The route must say `config.optionalCaller: true`, or
 * the hook never reads the token and every member would pass for a visitor.
 */
export function optionalCallerOf(request: {
  caller: Caller | null;
  routeOptions: { config?: { optionalCaller?: boolean } };
}): Caller | null {
  if (request.routeOptions.config?.optionalCaller !== true) {
    throw new Error('optionalCallerOf on a route without config.optionalCaller');
  }
  return request.caller;
}

/** A customer calling a team route: their team comes from their account, never from the request. */
export interface TeamCaller {
  userId: string;
  teamId: string;
  role: TeamRole;
  locale: Language;
}

/** The team caller behind an authenticated customer route. */
export function teamCallerOf(caller: Caller): TeamCaller {
  // The database guarantees every customer a team and a role; anything else may not use teams.
  if (caller.kind !== 'customer' || !caller.teamId || !caller.teamRole) throw new AppError('FORBIDDEN');
  return { userId: caller.userId, teamId: caller.teamId, role: caller.teamRole, locale: caller.locale };
}

/** A partner user calling a partner route: the partner comes from the account, never the request. */
export interface PartnerCaller {
  userId: string;
  partnerId: string;
}

/** The partner caller behind an authenticated partner route. */
export function partnerCallerOf(caller: Caller): PartnerCaller {
  if (caller.kind !== 'partner' || !caller.partnerId) throw new AppError('FORBIDDEN');
  return { userId: caller.userId, partnerId: caller.partnerId };
}
