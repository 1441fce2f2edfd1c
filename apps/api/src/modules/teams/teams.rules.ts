import type { ErrorCode, InvitationStatus, TeamRole, UserKind } from '@baro/core';
import { AppError } from '../../http/app-error.ts';

// Who may do what in a team, and what state an invitation is in. Each guard answers why an action
// is refused (the error code the operation answers with) or null when it is allowed; the
// operations apply them to rows read inside their transaction, after locking the team.

/** How long an invitation stays open. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Why an action is refused, or null when it is allowed. */
export type Refusal = ErrorCode | null;

/** A member of a team as the rules see it. */
export interface Member {
  id: string;
  role: TeamRole;
}

/** Throws the refusal as an AppError; does nothing when the action is allowed. */
export function enforce(refusal: Refusal): void {
  if (refusal) throw new AppError(refusal);
}

/** Renaming the team, inviting, listing and cancelling invitations: master and admins. */
export function whyCannotManageTeam(role: TeamRole): Refusal {
  return role === 'master' || role === 'admin' ? null : 'FORBIDDEN';
}

/** The master manages admins and members; an admin manages members; a member nobody. */
function manages(actor: TeamRole, target: TeamRole): boolean {
  if (actor === 'master') return target !== 'master';
  if (actor === 'admin') return target === 'member';
  return false;
}

/**
 * Changing a member's role (to admin or member): the master may change anyone but themselves (the
 * master role moves only by transfer), an admin only members; nobody changes their own role.
 */
export function whyCannotChangeRole(actor: Member, target: Member): Refusal {
  if (actor.id === target.id) return actor.role === 'master' ? 'MASTER_MUST_TRANSFER' : 'FORBIDDEN';
  return manages(actor.role, target.role) ? null : 'FORBIDDEN';
}

/**
 * Removing a member: the master removes anyone but themselves, an admin removes members; anyone but
 * the master may remove themselves (leave). The master transfers the role first.
 */
export function whyCannotRemoveMember(actor: Member, target: Member): Refusal {
  if (actor.id === target.id) return actor.role === 'master' ? 'MASTER_MUST_TRANSFER' : null;
  return manages(actor.role, target.role) ? null : 'FORBIDDEN';
}

/** Handing the master role to another member of the team: only the master, never to themselves. */
export function whyCannotTransferMaster(actor: Member, target: Member): Refusal {
  if (actor.role !== 'master') return 'FORBIDDEN';
  if (actor.id === target.id) return 'INVALID_STATE_TRANSITION';
  return null;
}

/** The account behind an invited address, if there is one. */
export interface Invitee {
  kind: UserKind;
  teamId: string | null;
}

/**
 * Whether `teamId` may invite an address: not someone already in the team, and not while an
 * invitation to the address is still pending (the team cancels it to send a new one). An address
 * of a staff, partner or worker account is invited like any other (issue 11): refusing it told
 * the inviter who works for Baro or a partner; such an account simply cannot accept.
 */
export function whyCannotInvite(
  teamId: string,
  invitee: Invitee | undefined,
  hasPendingInvitation: boolean,
): Refusal {
  if (invitee?.teamId === teamId) return 'ALREADY_TEAM_MEMBER';
  if (hasPendingInvitation) return 'ALREADY_INVITED';
  return null;
}

/**
 * Whether a customer may join the team of an invitation: not one they are already in, and a master
 * leaves a team with other members only after transferring the role (alone, the old team stays
 * behind empty).
 */
export function whyCannotJoin(
  user: { teamId: string; role: TeamRole },
  invitationTeamId: string,
  otherMembersOfOwnTeam: number,
): Refusal {
  if (user.teamId === invitationTeamId) return 'ALREADY_TEAM_MEMBER';
  if (user.role === 'master' && otherMembersOfOwnTeam > 0) return 'MASTER_MUST_TRANSFER';
  return null;
}

/** An invitation as stored: `pending` stays in the table after `expiresAt` passes. */
export interface InvitationState {
  status: InvitationStatus;
  expiresAt: Date;
}

/** The status people see: a pending invitation past its expiry is `expired`. */
export function invitationStatusAt(invitation: InvitationState, now: Date): InvitationStatus {
  if (invitation.status === 'pending' && invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return invitation.status;
}

/** Accepting, declining or cancelling: only while pending and unexpired. */
export function whyInvitationIsClosed(invitation: InvitationState, now: Date): Refusal {
  const status = invitationStatusAt(invitation, now);
  if (status === 'pending') return null;
  if (status === 'expired') return 'INVITATION_EXPIRED';
  return 'INVALID_STATE_TRANSITION';
}

/** When an invitation sent at `now` expires. */
export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_LIFETIME_MS);
}

/** The name of the team a customer gets when removed from one: their company, else their name. */
export function ownTeamName(user: { name: string; company: string | null }): string {
  const company = user.company?.trim();
  return company ? company : user.name;
}
