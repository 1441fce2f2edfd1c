import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { findMember, lockTeams } from './teams.repository.ts';

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
