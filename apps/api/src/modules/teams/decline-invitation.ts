import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { closeOpenInvitation, findCustomer, findInvitationTo } from './teams.repository.ts';
import { enforce, whyInvitationIsClosed } from './teams.rules.ts';

/** `POST /api/invitations/{id}/decline`: the invitee turns down a pending invitation. */
export async function declineInvitation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: TeamCaller,
  invitationId: string,
): Promise<void> {
  const now = deps.now();
  const me = await findCustomer(deps.db, caller.userId);
  if (!me) throw new AppError('NOT_FOUND');
  const email = me.email.toLowerCase();
  const invitation = await findInvitationTo(deps.db, email, invitationId);
  if (!invitation) throw new AppError('NOT_FOUND');
  const stateOf = (row: typeof invitation) => ({ status: row.status, expiresAt: row.expires_at });
  enforce(whyInvitationIsClosed(stateOf(invitation), now));
  const declined = await closeOpenInvitation(deps.db, {
    id: invitation.id,
    status: 'declined',
    respondedById: me.id,
    now,
  });
  if (!declined) {
    const latest = await findInvitationTo(deps.db, email, invitation.id);
    enforce(latest ? whyInvitationIsClosed(stateOf(latest), now) : 'NOT_FOUND');
    throw new AppError('CONFLICT');
  }
}
