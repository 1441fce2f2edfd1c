import type { Language, TeamRole } from '@baro/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/authenticate.ts';
import { findMember, lockTeams } from './teams.repository.ts';

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

/**
 * Locks the caller's team for the rest of the transaction and reads the caller again under the
 * lock: the role the rules judge is the one the write happens with, not the one read when the
 * request arrived. A caller who left the team in between gets CONFLICT (the request is stale).
 */
export async function lockTeamForCaller(trx: Transaction<Database>, caller: TeamCaller) {
  await lockTeams(trx, [caller.teamId]);
  const actor = await findMember(trx, caller.teamId, caller.userId);
  if (!actor?.team_role) throw new AppError('CONFLICT');
  return { ...actor, role: actor.team_role };
}
