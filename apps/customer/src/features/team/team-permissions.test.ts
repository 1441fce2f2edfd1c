import { describe, expect, test } from 'vitest';
import { canManageTeam, memberActions } from './team-permissions.ts';

const me = (role: 'master' | 'admin' | 'member') => ({ id: 'usr_me', role });
const other = (role: 'master' | 'admin' | 'member') => ({ id: 'usr_other', role });

describe('memberActions', () => {
  test('the master manages admins and members and may hand over the master role', () => {
    for (const role of ['admin', 'member'] as const) {
      expect(memberActions(me('master'), other(role))).toEqual({
        assignableRoles: ['admin', 'member'],
        canRemove: true,
        canTransferMaster: true,
        canLeave: false,
      });
    }
  });

  test('an admin manages members only, and never transfers the master role', () => {
    expect(memberActions(me('admin'), other('member'))).toMatchObject({
      assignableRoles: ['admin', 'member'],
      canRemove: true,
      canTransferMaster: false,
    });
    for (const role of ['master', 'admin'] as const) {
      expect(memberActions(me('admin'), other(role))).toMatchObject({
        assignableRoles: [],
        canRemove: false,
      });
    }
  });

  test('a member manages nobody', () => {
    for (const role of ['master', 'admin', 'member'] as const) {
      expect(memberActions(me('member'), other(role))).toMatchObject({
        assignableRoles: [],
        canRemove: false,
        canTransferMaster: false,
      });
    }
  });

  test('on one’s own row only leaving is offered, and not to the master', () => {
    expect(memberActions(me('master'), me('master'))).toMatchObject({ assignableRoles: [], canLeave: false });
    expect(memberActions(me('admin'), me('admin'))).toMatchObject({ assignableRoles: [], canLeave: true });
    expect(memberActions(me('member'), me('member'))).toMatchObject({ canRemove: false, canLeave: true });
  });

  test('master and admins manage the team', () => {
    expect([canManageTeam('master'), canManageTeam('admin'), canManageTeam('member')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
