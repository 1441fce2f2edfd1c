import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { moveMember } from '../users/users.api.ts';
import { createTeam } from './create-team.ts';
import { lockTeamForCaller } from './team-caller.ts';
import { findMember } from './teams.repository.ts';
import { enforce, ownTeamName, whyCannotRemoveMember } from './teams.rules.ts';

/**
 * `DELETE /api/teams/me/members/{userId}`: the master removes anyone else, an admin removes
 * members, and anyone but the master may remove themselves (leave). Every customer always has a
 * team, so the removed one becomes master of a new team named after their company (or name).
 */
export async function removeMember(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: TeamCaller,
  userId: string,
): Promise<void> {
  const now = deps.now();
  await transact(deps.db, async (trx) => {
    const actor = await lockTeamForCaller(trx, caller);
    const target = await findMember(trx, caller.teamId, userId);
    if (!target?.team_role) throw new AppError('NOT_FOUND');
    enforce(whyCannotRemoveMember(actor, { id: target.id, role: target.team_role }));

    const teamId = await createTeam(trx, { name: ownTeamName(target), now });
    const moved = await moveMember(trx, {
      userId: target.id,
      fromTeamId: caller.teamId,
      toTeamId: teamId,
      role: 'master',
      now,
    });
    if (!moved) throw new AppError('CONFLICT');
  });
}
