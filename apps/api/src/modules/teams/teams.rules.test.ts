import type { InvitationStatus, TeamRole, UserKind } from '@baro/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import {
  enforce,
  INVITATION_LIFETIME_MS,
  invitationExpiry,
  invitationStatusAt,
  ownTeamName,
  type Refusal,
  whyCannotChangeRole,
  whyCannotInvite,
  whyCannotJoin,
  whyCannotManageTeam,
  whyCannotRemoveMember,
  whyCannotTransferMaster,
  whyInvitationIsClosed,
} from './teams.rules.ts';

const ME = 'usr_actor000';
const OTHER = 'usr_target00';

// [actor role, target role, refusal] for a target other than the actor, every combination.
type Case = [TeamRole, TeamRole, Refusal];

describe('whyCannotManageTeam (rename, invite, list and cancel invitations)', () => {
  it.each<[TeamRole, Refusal]>([
    ['master', null],
    ['admin', null],
    ['member', 'FORBIDDEN'],
  ])('%s → %s', (role, refusal) => {
    expect(whyCannotManageTeam(role)).toBe(refusal);
  });
});

describe('whyCannotChangeRole', () => {
  it.each<Case>([
    ['master', 'master', 'FORBIDDEN'], // cannot happen (one master), refused all the same
    ['master', 'admin', null],
    ['master', 'member', null],
    ['admin', 'master', 'FORBIDDEN'],
    ['admin', 'admin', 'FORBIDDEN'],
    ['admin', 'member', null],
    ['member', 'master', 'FORBIDDEN'],
    ['member', 'admin', 'FORBIDDEN'],
    ['member', 'member', 'FORBIDDEN'],
  ])('%s changing another %s → %s', (actor, target, refusal) => {
    expect(whyCannotChangeRole({ id: ME, role: actor }, { id: OTHER, role: target })).toBe(refusal);
  });

  it.each<[TeamRole, Refusal]>([
    ['master', 'MASTER_MUST_TRANSFER'],
    ['admin', 'FORBIDDEN'],
    ['member', 'FORBIDDEN'],
  ])('%s changing their own role → %s', (role, refusal) => {
    expect(whyCannotChangeRole({ id: ME, role }, { id: ME, role })).toBe(refusal);
  });
});

describe('whyCannotRemoveMember', () => {
  it.each<Case>([
    ['master', 'master', 'FORBIDDEN'],
    ['master', 'admin', null],
    ['master', 'member', null],
    ['admin', 'master', 'FORBIDDEN'],
    ['admin', 'admin', 'FORBIDDEN'],
    ['admin', 'member', null],
    ['member', 'master', 'FORBIDDEN'],
    ['member', 'admin', 'FORBIDDEN'],
    ['member', 'member', 'FORBIDDEN'],
  ])('%s removing another %s → %s', (actor, target, refusal) => {
    expect(whyCannotRemoveMember({ id: ME, role: actor }, { id: OTHER, role: target })).toBe(refusal);
  });

  it.each<[TeamRole, Refusal]>([
    ['master', 'MASTER_MUST_TRANSFER'],
    ['admin', null],
    ['member', null],
  ])('%s leaving (removing themselves) → %s', (role, refusal) => {
    expect(whyCannotRemoveMember({ id: ME, role }, { id: ME, role })).toBe(refusal);
  });
});

describe('whyCannotTransferMaster', () => {
  it.each<Case>([
    ['master', 'master', null], // cannot happen (one master); the index would refuse the write
    ['master', 'admin', null],
    ['master', 'member', null],
    ['admin', 'master', 'FORBIDDEN'],
    ['admin', 'admin', 'FORBIDDEN'],
    ['admin', 'member', 'FORBIDDEN'],
    ['member', 'master', 'FORBIDDEN'],
    ['member', 'admin', 'FORBIDDEN'],
    ['member', 'member', 'FORBIDDEN'],
  ])('%s handing the role to another %s → %s', (actor, target, refusal) => {
    expect(whyCannotTransferMaster({ id: ME, role: actor }, { id: OTHER, role: target })).toBe(refusal);
  });

  it.each<[TeamRole, Refusal]>([
    ['master', 'INVALID_STATE_TRANSITION'],
    ['admin', 'FORBIDDEN'],
    ['member', 'FORBIDDEN'],
  ])('%s handing it to themselves → %s', (role, refusal) => {
    expect(whyCannotTransferMaster({ id: ME, role }, { id: ME, role })).toBe(refusal);
  });
});

describe('whyCannotInvite', () => {
  const TEAM = 'team_invitingteam';
  const kinds: (UserKind | 'no account')[] = ['no account', 'customer', 'staff', 'partner', 'worker'];
  const teams = [
    ['this team', TEAM],
    ['another team', 'team_someoneelse'],
    ['no team', null],
  ] as const;
  const cases = kinds.flatMap((kind) =>
    (kind === 'no account' ? [['no team', null] as const] : teams).flatMap(([teamLabel, teamId]) =>
      [false, true].map((pending) => {
        // Precedence: membership, then a pending invitation. The kind of account never shows
        // (issue 11): a staff, partner or worker address is invited like an unknown one.
        let refusal: Refusal = null;
        if (teamId === TEAM) refusal = 'ALREADY_TEAM_MEMBER';
        else if (pending) refusal = 'ALREADY_INVITED';
        return { kind, teamLabel, teamId, pending, refusal };
      }),
    ),
  );

  it.each(cases)('$kind in $teamLabel, pending invitation: $pending → $refusal', (c) => {
    const invitee = c.kind === 'no account' ? undefined : { kind: c.kind, teamId: c.teamId };
    expect(whyCannotInvite(TEAM, invitee, c.pending)).toBe(c.refusal);
  });

  it('covers every combination', () => {
    expect(cases).toHaveLength((1 + 4 * 3) * 2);
    // Allowed: anyone outside the team, of any kind, with nothing pending.
    expect(cases.filter((c) => c.refusal === null).map((c) => [c.kind, c.teamLabel])).toEqual([
      ['no account', 'no team'],
      ...(['customer', 'staff', 'partner', 'worker'] as const).flatMap((kind) => [
        [kind, 'another team'],
        [kind, 'no team'],
      ]),
    ]);
  });
});

describe('whyCannotJoin', () => {
  const OWN = 'team_own000000';
  const INVITING = 'team_inviting00';
  it.each<[TeamRole, string, number, Refusal]>([
    ['master', OWN, 0, null], // alone: the old team stays behind, empty
    ['master', OWN, 1, 'MASTER_MUST_TRANSFER'],
    ['master', OWN, 5, 'MASTER_MUST_TRANSFER'],
    ['admin', OWN, 0, null],
    ['admin', OWN, 3, null],
    ['member', OWN, 0, null],
    ['member', OWN, 3, null],
    ['master', INVITING, 0, 'ALREADY_TEAM_MEMBER'],
    ['master', INVITING, 2, 'ALREADY_TEAM_MEMBER'],
    ['admin', INVITING, 2, 'ALREADY_TEAM_MEMBER'],
    ['member', INVITING, 2, 'ALREADY_TEAM_MEMBER'],
  ])('%s of %s with %i others → %s', (role, teamId, others, refusal) => {
    expect(whyCannotJoin({ teamId, role }, INVITING, others)).toBe(refusal);
  });
});

describe('invitation state', () => {
  const sent = new Date('2026-11-21T05:00:00Z');
  const expiresAt = invitationExpiry(sent);
  const before = new Date(expiresAt.getTime() - 1);
  const after = new Date(expiresAt.getTime() + 1);

  it('expires 7 days after it is sent', () => {
    expect(INVITATION_LIFETIME_MS).toBe(604_800_000);
    expect(expiresAt.toISOString()).toBe('2026-11-28T05:00:00.000Z');
  });

  const statuses: InvitationStatus[] = ['pending', 'accepted', 'declined', 'canceled', 'expired'];
  const moments = [
    ['before expiry', before],
    ['at expiry', expiresAt],
    ['after expiry', after],
  ] as const;
  const cases = statuses.flatMap((status) =>
    moments.map(([label, now]) => {
      const open = status === 'pending' && now < expiresAt;
      const seen: InvitationStatus = status === 'pending' && !open ? 'expired' : status;
      const refusal: Refusal = open
        ? null
        : seen === 'expired'
          ? 'INVITATION_EXPIRED'
          : 'INVALID_STATE_TRANSITION';
      return { status, label, now, seen, refusal };
    }),
  );

  it.each(cases)('$status $label is seen as $seen; answering it → $refusal', (c) => {
    expect(invitationStatusAt({ status: c.status, expiresAt }, c.now)).toBe(c.seen);
    expect(whyInvitationIsClosed({ status: c.status, expiresAt }, c.now)).toBe(c.refusal);
  });

  it('is open only while pending and before its expiry', () => {
    expect(cases.filter((c) => c.refusal === null).map((c) => [c.status, c.label])).toEqual([
      ['pending', 'before expiry'],
    ]);
  });
});

describe('ownTeamName', () => {
  it.each([
    [{ name: '김바로', company: '바로무역' }, '바로무역'],
    [{ name: '김바로', company: '  바로무역 ' }, '바로무역'],
    [{ name: '김바로', company: '' }, '김바로'],
    [{ name: '김바로', company: '   ' }, '김바로'],
    [{ name: '김바로', company: null }, '김바로'],
  ])('%o → %s', (user, name) => {
    expect(ownTeamName(user)).toBe(name);
  });
});

describe('enforce', () => {
  it('passes an allowed action and throws the refusal with its catalog status', () => {
    expect(() => enforce(null)).not.toThrow();
    const error = (() => {
      try {
        enforce('MASTER_MUST_TRANSFER');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'MASTER_MUST_TRANSFER', statusCode: 409 });
  });
});
