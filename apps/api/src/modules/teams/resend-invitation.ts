import { formatDate, type Invitation } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { invitationLink } from './invite-member.ts';
import { presentInvitation } from './present-team.ts';
import {
  findAccountByEmail,
  findTeam,
  findTeamInvitation,
  findUserLocale,
  hasOtherOpenInvitation,
  lockTeams,
  renewUnansweredInvitation,
} from './teams.repository.ts';
import { enforce, invitationExpiry, whyCannotInvite } from './teams.rules.ts';

/**
 * `POST /api/admin/teams/{id}/invitations/{invitationId}/resend` (staff): the invitee says the
 * e-mail never came, or the week ran out. An unanswered invitation (pending, or expired) gets
 * seven more days from now and the same link again, in the invitee's language (the inviter's if the address
 * has no account). One that was answered or canceled cannot be resent (409); someone who has
 * joined meanwhile is already a member (409).
 */
export async function resendInvitation(
  deps: Pick<AppDeps, 'db' | 'now' | 'mailer' | 'env'>,
  actor: StaffActor,
  teamId: string,
  invitationId: string,
): Promise<Invitation> {
  const now = deps.now();
  const row = await transact(deps.db, async (trx) => {
    if ((await lockTeams(trx, [teamId])).length === 0) throw new AppError('NOT_FOUND');
    const before = await findTeamInvitation(trx, teamId, invitationId);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.status !== 'pending' && before.status !== 'expired')
      throw new AppError('INVALID_STATE_TRANSITION');
    const invitee = await findAccountByEmail(trx, before.email);
    const otherOpen = await hasOtherOpenInvitation(trx, teamId, before.email, invitationId, now);
    enforce(whyCannotInvite(teamId, invitee && { kind: invitee.kind, teamId: invitee.team_id }, otherOpen));

    const expiresAt = invitationExpiry(now);
    if (!(await renewUnansweredInvitation(trx, invitationId, expiresAt)))
      throw new AppError('INVALID_STATE_TRANSITION');
    const team = await findTeam(trx, teamId);
    const locale = invitee?.locale ?? (await findUserLocale(trx, before.invited_by_id)) ?? 'ko';
    await deps.mailer.queue(trx, {
      to: before.email,
      locale,
      template: 'team-invitation',
      params: {
        teamName: team?.name ?? before.team_name,
        inviterName: before.invited_by_name,
        role: before.role,
        link: invitationLink(deps.env.PUBLIC_URL, invitationId),
        expiresAt: formatDate(expiresAt, locale, true),
      },
      secrets: [invitationId],
    });
    const after = await findTeamInvitation(trx, teamId, invitationId);
    if (!after) throw new AppError('INTERNAL_ERROR');
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'invitation.resend',
        target: invitationId,
        targetIds: [invitationId, teamId, ...(invitee ? [invitee.id] : [])],
        before: presentInvitation(before, now),
        after: presentInvitation(after, now),
        details: { email: before.email },
      },
      now,
    );
    return after;
  });
  void deps.mailer.flush();
  return presentInvitation(row, now);
}
