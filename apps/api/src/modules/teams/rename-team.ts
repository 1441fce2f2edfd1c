import type { Team, UpdateTeamRequest } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { getTeam } from './get-team.ts';
import { updateTeamName } from './teams.repository.ts';
import { enforce, whyCannotManageTeam } from './teams.rules.ts';

/** `PATCH /api/teams/me`: the master or an admin renames the team. */
export async function renameTeam(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: TeamCaller,
  request: UpdateTeamRequest,
): Promise<Team> {
  enforce(whyCannotManageTeam(caller.role));
  await updateTeamName(deps.db, caller.teamId, request.name, deps.now());
  return getTeam(deps.db, caller.teamId, caller.userId);
}
