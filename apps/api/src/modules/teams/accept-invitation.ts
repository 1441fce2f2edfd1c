import type { Team } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { moveMember } from '../users/users.api.ts';
import { getTeam } from './get-team.ts';
import {
  closeOpenInvitation,
  countOtherMembers,
  findCustomer,
  findInvitationTo,
  lockTeams,
} from './teams.repository.ts';
import { enforce, whyCannotJoin, whyInvitationIsClosed } from './teams.rules.ts';

/**
 * `POST /api/invitations/{id}/accept`: the invitee (the caller's e-mail is the invited address;
 * anyone else is answered NOT_FOUND) moves to the inviting team with the invited role. A master
 * whose team has other members must transfer first; a master alone leaves the old team behind,
 * empty. The caller's other pending invitations stay open.
 *
 * Both teams are locked (in id order) before anything is judged, and the invitation is closed by a
 * conditional update, so two accepts of one invitation succeed once and a team never gains a
 * member while its master is leaving it.
 */
export async function acceptInvitation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: TeamCaller,
  invitationId: string,
): Promise<Team> {
  const now = deps.now();
  const me = await findCustomer(deps.db, caller.userId);
  if (!me) throw new AppError('NOT_FOUND');
  const email = me.email.toLowerCase();
  const invitation = await findInvitationTo(deps.db, email, invitationId);
  if (!invitation) throw new AppError('NOT_FOUND');
  const stateOf = (row: typeof invitation) => ({ status: row.status, expiresAt: row.expires_at });
  enforce(whyInvitationIsClosed(stateOf(invitation), now));

  await transact(deps.db, async (trx) => {
    const locked = await lockTeams(trx, [caller.teamId, invitation.team_id]);
    const user = await findCustomer(trx, caller.userId);
    if (!user?.team_id || !user.team_role) throw new AppError('NOT_FOUND');
    // The caller changed teams after the request arrived: their current team is not locked.
    if (!locked.includes(user.team_id)) throw new AppError('CONFLICT');

    const others = await countOtherMembers(trx, user.team_id, user.id);
    enforce(whyCannotJoin({ teamId: user.team_id, role: user.team_role }, invitation.team_id, others));

    const accepted = await closeOpenInvitation(trx, {
      id: invitation.id,
      status: 'accepted',
      respondedById: user.id,
      now,
    });
    if (!accepted) {
      const latest = await findInvitationTo(trx, email, invitation.id);
      enforce(latest ? whyInvitationIsClosed(stateOf(latest), now) : 'NOT_FOUND');
      throw new AppError('CONFLICT');
    }
    const moved = await moveMember(trx, {
      userId: user.id,
      fromTeamId: user.team_id,
      toTeamId: invitation.team_id,
      role: invitation.role,
      now,
    });
    if (!moved) throw new AppError('CONFLICT');
  });
  return getTeam(deps.db, invitation.team_id, caller.userId);
}
