import type { Team, UpdateMemberRoleRequest } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { setMemberRole } from '../users/users.api.ts';
import { getTeam } from './get-team.ts';
import { lockTeamForCaller } from './team-caller.ts';
import { findMember } from './teams.repository.ts';
import { enforce, whyCannotChangeRole } from './teams.rules.ts';

/**
 * `PATCH /api/teams/me/members/{userId}`: the master changes anyone else between admin and member,
 * an admin changes members only. Anyone outside the caller's team is not found.
 */
export async function changeMemberRole(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: TeamCaller,
  userId: string,
  request: UpdateMemberRoleRequest,
): Promise<Team> {
  const now = deps.now();
  await transact(deps.db, async (trx) => {
    const actor = await lockTeamForCaller(trx, caller);
    const target = await findMember(trx, caller.teamId, userId);
    if (!target?.team_role) throw new AppError('NOT_FOUND');
    enforce(whyCannotChangeRole(actor, { id: target.id, role: target.team_role }));
    if (target.team_role === request.role) return;
    const changed = await setMemberRole(trx, {
      teamId: caller.teamId,
      userId: target.id,
      fromRole: target.team_role,
      toRole: request.role,
      now,
    });
    if (!changed) throw new AppError('CONFLICT');
  });
  return getTeam(deps.db, caller.teamId, caller.userId);
}
