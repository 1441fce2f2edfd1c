import type { AdminTeamDetail, AdminTeamSummary, AdminUser, AdminUserDetail, UserProfile } from '@baro/core';

/** A staff member as `GET /api/users/me` answers it. */
export function staffUserFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'usr_01HZX4STAFF0001',
    kind: 'staff',
    email: 'admin@baro.demo',
    loginId: null,
    name: '김관리',
    company: null,
    phone: '010-1000-0001',
    locale: 'ko',
    customerType: null,
    team: null,
    partner: null,
    warehouse: null,
    managers: { forwarding: null, exportForwarding: null, fulfillment: null },
    createdAt: '2026-01-02T09:00:00+09:00',
    ...overrides,
  };
}

/** A page of a list as the API answers it. */
export function pageOf<Item>(items: Item[], page = 1, total = items.length, size = 20) {
  return { items, page, size, total, pageCount: Math.max(1, Math.ceil(total / size)) };
}

const noManagers = { forwarding: null, exportForwarding: null, fulfillment: null };

/** The master of team 바로무역, last logged in 2026-03-02 10:05 Seoul. */
export function adminUserFixture(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'usr_01HZX4CUSTOMER1',
    kind: 'customer',
    email: 'customer@baro.demo',
    loginId: null,
    name: '이고객',
    company: '바로무역',
    phone: '010-2000-0001',
    customerType: 'consignee',
    team: { id: 'team_01HZX4BAROTEAM', name: '바로무역', role: 'master' },
    partner: null,
    warehouse: null,
    disabledAt: null,
    lastLoginAt: '2026-03-02T01:05:00Z',
    createdAt: '2026-01-05T09:00:00+09:00',
    ...overrides,
  };
}

export function adminUserDetailFixture(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return { ...adminUserFixture(), locale: 'ko', managers: noManagers, activeSessions: 2, ...overrides };
}

/** Two staff who may be managers. */
export function staffListFixture(): AdminUser[] {
  return [
    adminUserFixture({
      id: 'usr_01HZX4STAFF0001',
      kind: 'staff',
      email: 'admin@baro.demo',
      name: '김관리',
      company: null,
      customerType: null,
      team: null,
    }),
    adminUserFixture({
      id: 'usr_01HZX4STAFF0002',
      kind: 'staff',
      email: 'ops@baro.demo',
      name: '박운영',
      company: null,
      customerType: null,
      team: null,
    }),
  ];
}

export function teamSummaryFixture(overrides: Partial<AdminTeamSummary> = {}): AdminTeamSummary {
  return {
    id: 'team_01HZX4BAROTEAM',
    name: '바로무역',
    master: { id: 'usr_01HZX4CUSTOMER1', name: '이고객', email: 'customer@baro.demo' },
    memberCount: 2,
    pendingInvitations: 1,
    createdAt: '2026-01-05T09:00:00+09:00',
    ...overrides,
  };
}

/** 바로무역: its master and a member, one pending and one accepted invitation. */
export function teamDetailFixture(overrides: Partial<AdminTeamDetail> = {}): AdminTeamDetail {
  const invitation = {
    team: { id: 'team_01HZX4BAROTEAM', name: '바로무역' },
    role: 'member' as const,
    invitedBy: { id: 'usr_01HZX4CUSTOMER1', name: '이고객' },
    createdAt: '2026-03-01T09:00:00+09:00',
    respondedAt: null,
  };
  return {
    id: 'team_01HZX4BAROTEAM',
    name: '바로무역',
    createdAt: '2026-01-05T09:00:00+09:00',
    members: [
      {
        id: 'usr_01HZX4CUSTOMER1',
        name: '이고객',
        email: 'customer@baro.demo',
        phone: '010-2000-0001',
        company: '바로무역',
        role: 'master',
        joinedAt: '2026-01-05T09:00:00+09:00',
        disabledAt: null,
        lastLoginAt: '2026-03-02T01:05:00Z',
        managers: {
          forwarding: { id: 'usr_01HZX4STAFF0001', name: '김관리', email: 'admin@baro.demo', phone: null },
          exportForwarding: null,
          fulfillment: null,
        },
      },
      {
        id: 'usr_01HZX4MEMBER01',
        name: '최멤버',
        email: 'member@baro.demo',
        phone: null,
        company: '바로무역',
        role: 'member',
        joinedAt: '2026-02-01T09:00:00+09:00',
        disabledAt: '2026-03-01T00:00:00Z',
        lastLoginAt: null,
        managers: noManagers,
      },
    ],
    invitations: [
      {
        ...invitation,
        id: 'inv_01HZX4INVITE01',
        email: 'new@baro.demo',
        status: 'expired',
        expiresAt: '2026-03-08T09:00:00+09:00',
      },
      {
        ...invitation,
        id: 'inv_01HZX4INVITE02',
        email: 'member@baro.demo',
        status: 'accepted',
        expiresAt: '2026-02-08T09:00:00+09:00',
        respondedAt: '2026-02-01T09:00:00+09:00',
      },
    ],
    ...overrides,
  };
}
