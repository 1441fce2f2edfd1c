import { type CreateInvitationRequest, formatDate, type Invitation } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { consumeWriteQuota } from '../quotas/quotas.api.ts';
import { presentInvitation } from './present-team.ts';
import { lockTeamForCaller } from './team-caller.ts';
import {
  expireStaleInvitations,
  findAccountByEmail,
  findTeam,
  findTeamInvitation,
  hasOpenInvitation,
  insertInvitation,
} from './teams.repository.ts';
import { enforce, invitationExpiry, whyCannotInvite, whyCannotManageTeam } from './teams.rules.ts';

/** Where the invitee sees the invitation after logging in or signing up with the invited address. */
export const invitationLink = (publicUrl: string, invitationId: string) =>
  `${publicUrl}/mypage?invitation=${encodeURIComponent(invitationId)}`;

/**
 * `POST /api/teams/me/invitations`: the master or an admin invites an address for 7 days, and the
 * invitee gets an e-mail in their own language if they have an account, else in the inviter's.
 * An address with a pending invitation is refused (ALREADY_INVITED) rather than silently re-sent:
 * the team cancels the old invitation to send a new one, so one address never holds two links
 * to the same team.
 */
export async function inviteMember(
  deps: Pick<AppDeps, 'db' | 'now' | 'mailer' | 'env'>,
  caller: TeamCaller,
  request: CreateInvitationRequest,
): Promise<Invitation> {
  enforce(whyCannotManageTeam(caller.role));
  const now = deps.now();
  const row = await transact(deps.db, async (trx) => {
    // The team lock serialises invitations to the team, so two at once cannot both pass the check.
    const inviter = await lockTeamForCaller(trx, caller);
    enforce(whyCannotManageTeam(inviter.role));
    // Each invitation is an e-mail to an outside address: a team sends so many an hour.
    await consumeWriteQuota(trx, 'invitation.create', caller.teamId, now);
    const team = await findTeam(trx, caller.teamId);
    if (!team) throw new AppError('NOT_FOUND');

    const invitee = await findAccountByEmail(trx, request.email);
    await expireStaleInvitations(trx, caller.teamId, request.email, now);
    const pending = await hasOpenInvitation(trx, caller.teamId, request.email, now);
    enforce(
      whyCannotInvite(caller.teamId, invitee && { kind: invitee.kind, teamId: invitee.team_id }, pending),
    );

    const id = newId('inv');
    const expiresAt = invitationExpiry(now);
    await insertInvitation(trx, {
      id,
      team_id: caller.teamId,
      email: request.email,
      role: request.role,
      status: 'pending',
      invited_by_id: inviter.id,
      created_at: now,
      expires_at: expiresAt,
    });

    const locale = invitee?.locale ?? inviter.locale;
    await deps.mailer.queue(trx, {
      to: request.email,
      locale,
      template: 'team-invitation',
      params: {
        teamName: team.name,
        inviterName: inviter.name,
        role: request.role, // the template names the role in the reader's language
        link: invitationLink(deps.env.PUBLIC_URL, id),
        expiresAt: formatDate(expiresAt, locale, true),
      },
      secrets: [id],
    });
    return findTeamInvitation(trx, caller.teamId, id);
  });
  void deps.mailer.flush();
  if (!row) throw new AppError('INTERNAL_ERROR');
  return presentInvitation(row, now);
}
