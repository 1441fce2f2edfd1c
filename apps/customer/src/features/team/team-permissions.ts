import type { AssignableRole, TeamRole } from '@baro/core';

/**
 * What the signed-in user may do to one member of their team, mirroring the server's rules
 * (apps/api teams.rules.ts) so the screen offers only what will be accepted:
 *
 * - the master manages admins and members, an admin manages members, a member nobody;
 * - nobody changes their own role (the master role moves only by transfer);
 * - the master hands over the master role to any other member;
 * - anyone but the master may leave (the master transfers first).
 */
export interface MemberActions {
  /** Roles the member's role may be changed to (empty: no role control). */
  readonly assignableRoles: readonly AssignableRole[];
  readonly canRemove: boolean;
  readonly canTransferMaster: boolean;
  /** Only on the user's own row. */
  readonly canLeave: boolean;
}

const ASSIGNABLE: readonly AssignableRole[] = ['admin', 'member'];
const NONE: MemberActions = {
  assignableRoles: [],
  canRemove: false,
  canTransferMaster: false,
  canLeave: false,
};

function manages(actor: TeamRole, target: TeamRole): boolean {
  if (actor === 'master') return target !== 'master';
  if (actor === 'admin') return target === 'member';
  return false;
}

export function memberActions(
  actor: { readonly id: string; readonly role: TeamRole },
  target: { readonly id: string; readonly role: TeamRole },
): MemberActions {
  if (actor.id === target.id) return { ...NONE, canLeave: actor.role !== 'master' };
  if (!manages(actor.role, target.role)) return NONE;
  return {
    assignableRoles: ASSIGNABLE,
    canRemove: true,
    canTransferMaster: actor.role === 'master',
    canLeave: false,
  };
}

/** Renaming the team, inviting and seeing or cancelling the team's invitations: master and admins. */
export function canManageTeam(role: TeamRole): boolean {
  return role === 'master' || role === 'admin';
}
