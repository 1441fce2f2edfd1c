import { userProfileFixture } from '@baro/client/testing';
import type { Invitation, Team, UserProfile } from '@baro/core';

/** A customer profile as `GET /api/users/me` answers it. */
export function userFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return userProfileFixture({
    id: 'usr_01HZX4CUSTOMER',
    kind: 'customer',
    email: 'customer@baro.demo',
    name: '김수입',
    company: '바로무역',
    phone: '010-2000-0001',
    customerType: 'consignee',
    team: { id: 'team_01HZX4BAROTEAM', name: '바로무역', role: 'master' },
    ...overrides,
  });
}

/** A team of a master, an admin and a member, seen by `myRole`. */
export function teamFixture(myRole: Team['myRole'] = 'master'): Team {
  return {
    id: 'team_01HZX4BAROTEAM',
    name: '바로무역',
    myRole,
    createdAt: '2026-01-05T09:00:00+09:00',
    members: [
      member('usr_01HZX4MASTERXX', '김마스터', 'master'),
      member('usr_01HZX4ADMINXXX', '이관리', 'admin'),
      member('usr_01HZX4MEMBERXX', '박멤버', 'member'),
    ],
  };
}

function member(id: string, name: string, role: Team['myRole']): Team['members'][number] {
  return {
    id,
    name,
    email: `${id.slice(-6).toLowerCase()}@baro.demo`,
    phone: null,
    role,
    joinedAt: '2026-01-06T10:00:00+09:00',
  };
}

/** A pending invitation addressed to the user. */
export function invitationFixture(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'inv_01HZX4INVITE01',
    team: { id: 'team_01HZX4OTHERTEAM', name: '한강물류' },
    email: 'customer@baro.demo',
    role: 'member',
    status: 'pending',
    invitedBy: { id: 'usr_01HZX4INVITERX', name: '최초대' },
    createdAt: '2026-01-05T09:00:00+09:00',
    expiresAt: '2026-01-12T09:00:00+09:00',
    respondedAt: null,
    ...overrides,
  };
}
