import type { InvitationList } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { presentInvitation } from './present-team.ts';
import { findCustomer, listOpenInvitationsTo } from './teams.repository.ts';

/** `GET /api/users/me/invitations`: open invitations addressed to the caller's e-mail, newest first. */
export async function listMyInvitations(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: TeamCaller,
): Promise<InvitationList> {
  const me = await findCustomer(deps.db, caller.userId);
  if (!me) throw new AppError('NOT_FOUND');
  const now = deps.now();
  const rows = await listOpenInvitationsTo(deps.db, me.email.toLowerCase(), now);
  return { items: rows.map((row) => presentInvitation(row, now)) };
}
