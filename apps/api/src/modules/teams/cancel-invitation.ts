import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { closeOpenInvitation, findTeamInvitation } from './teams.repository.ts';
import { enforce, whyCannotManageTeam, whyInvitationIsClosed } from './teams.rules.ts';

/** `DELETE /api/teams/me/invitations/{id}` (master/admin): withdraws a pending invitation. */
export async function cancelInvitation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: TeamCaller,
  invitationId: string,
): Promise<void> {
  enforce(whyCannotManageTeam(caller.role));
  const now = deps.now();
  const invitation = await findTeamInvitation(deps.db, caller.teamId, invitationId);
  if (!invitation) throw new AppError('NOT_FOUND');
  enforce(whyInvitationIsClosed({ status: invitation.status, expiresAt: invitation.expires_at }, now));
  const canceled = await closeOpenInvitation(deps.db, {
    id: invitation.id,
    status: 'canceled',
    respondedById: caller.userId,
    now,
  });
  if (!canceled) {
    // The invitee answered, or it expired, between the read and the write: say which.
    const latest = await findTeamInvitation(deps.db, caller.teamId, invitationId);
    enforce(
      latest ? whyInvitationIsClosed({ status: latest.status, expiresAt: latest.expires_at }, now) : null,
    );
    throw new AppError('CONFLICT');
  }
}
