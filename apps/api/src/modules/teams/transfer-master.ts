import type { Team, TransferMasterRequest } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { setMemberRole } from '../users/users.api.ts';
import { getTeam } from './get-team.ts';
import { lockTeamForCaller } from './team-caller.ts';
import { findMember } from './teams.repository.ts';
import { enforce, whyCannotTransferMaster } from './teams.rules.ts';

/**
 * `POST /api/teams/me/transfer` (master): another member of the team becomes master and the old
 * master becomes an admin, in one transaction. The old master is demoted first and the target
 * promoted second, so the one-master-per-team index holds at every statement.
 */
export async function transferMaster(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: TeamCaller,
  request: TransferMasterRequest,
): Promise<Team> {
  const now = deps.now();
  await transact(deps.db, async (trx) => {
    const actor = await lockTeamForCaller(trx, caller);
    const target = await findMember(trx, caller.teamId, request.userId);
    if (!target?.team_role) throw new AppError('NOT_FOUND');
    enforce(whyCannotTransferMaster(actor, { id: target.id, role: target.team_role }));

    const demoted = await setMemberRole(trx, {
      teamId: caller.teamId,
      userId: actor.id,
      fromRole: 'master',
      toRole: 'admin',
      now,
    });
    const promoted =
      demoted &&
      (await setMemberRole(trx, {
        teamId: caller.teamId,
        userId: target.id,
        fromRole: target.team_role,
        toRole: 'master',
        now,
      }));
    if (!promoted) throw new AppError('CONFLICT');
  });
  return getTeam(deps.db, caller.teamId, caller.userId);
}
