import type { InvitationList } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { presentInvitation } from './present-team.ts';
import { listTeamInvitations } from './teams.repository.ts';
import { enforce, whyCannotManageTeam } from './teams.rules.ts';

/**
 * `GET /api/teams/me/invitations` (master/admin): every invitation the team sent, open ones first,
 * then newest first. Expiry is computed when read: a pending invitation past its date is reported
 * as `expired` without a write.
 */
export async function listTeamInvitationsOf(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: TeamCaller,
): Promise<InvitationList> {
  enforce(whyCannotManageTeam(caller.role));
  const now = deps.now();
  const rows = await listTeamInvitations(deps.db, caller.teamId, now);
  return { items: rows.map((row) => presentInvitation(row, now)) };
}
