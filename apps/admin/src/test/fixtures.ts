import { userProfileFixture } from '@baro/client/testing';
import {
  type AdminBidDetail,
  type AdminBidSummary,
  type AdminPartnerDetail,
  type AdminPartnerSummary,
  type AdminTeamDetail,
  type AdminTeamSummary,
  type AdminUser,
  type AdminUserDetail,
  type FulfillmentApplication,
  MILESTONE_KINDS,
  type ShipmentDetail,
  type UserProfile,
  type Warehouse,
  type WarehouseLocation,
} from '@baro/core';

/** A staff member as `GET /api/users/me` answers it. */
export function staffUserFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return userProfileFixture({
    id: 'usr_01HZX4STAFF0001',
    kind: 'staff',
    email: 'admin@baro.demo',
    name: '김관리',
    phone: '010-1000-0001',
    createdAt: '2026-01-02T09:00:00+09:00',
    ...overrides,
  });
}

/** A page of a list as the API answers it (the kit's). */
export { pageOf } from '@baro/client/testing';

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

/** Blue Ocean Logistics: two administrators, 14 rates valid today, 2 of 3 decided quotes won. */
export function partnerDetailFixture(overrides: Partial<AdminPartnerDetail> = {}): AdminPartnerDetail {
  return {
    id: 'ptn_01HZX4BLUEOCEAN',
    name: 'Blue Ocean Logistics',
    adminCount: 2,
    activeRates: 14,
    expiredRates: 3,
    quotes: { total: 5, pending: 1, won: 2, lost: 1, withdrawn: 1, winRate: 2 / 3 },
    createdAt: '2026-01-02T09:00:00+09:00',
    admins: [
      {
        id: 'usr_01HZX4PARTNER1',
        name: '김파트너',
        email: 'partner@baro.demo',
        phone: '010-3000-0001',
        lastLoginAt: '2026-03-02T01:05:00Z',
        disabledAt: null,
        createdAt: '2026-01-02T09:00:00+09:00',
      },
      {
        id: 'usr_01HZX4PARTNER2',
        name: '이신입',
        email: 'new@blueocean.test',
        phone: null,
        lastLoginAt: null,
        disabledAt: null,
        createdAt: '2026-03-01T09:00:00+09:00',
      },
    ],
    ...overrides,
  };
}

export function partnerSummaryFixture(overrides: Partial<AdminPartnerSummary> = {}): AdminPartnerSummary {
  const { admins: _admins, expiredRates: _expired, ...summary } = partnerDetailFixture();
  return { ...summary, ...overrides };
}

const port = (code: string, nameKo: string, nameEn: string, timeZone: string) => ({
  code,
  nameKo,
  nameEn,
  timeZone,
});

/** An FCL request of 바로무역, Shanghai → Busan, taking quotes until 2099 (open in any test run). */
export function bidDetailFixture(overrides: Partial<AdminBidDetail> = {}): AdminBidDetail {
  return {
    id: 'bid_01HZX4REQUEST1',
    number: 'BID-20260302-0001',
    status: 'estimating',
    freightType: 'FCL',
    pol: { code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai' },
    pod: { code: 'KRPUS', nameKo: '부산', nameEn: 'Busan' },
    incoterms: 'FOB',
    cargoReadyDate: '2099-03-20',
    deadline: '2099-03-04T09:00:00.000Z',
    createdAt: '2026-03-02T01:00:00.000Z',
    createdBy: { id: 'usr_01HZX4CUSTOMER1', name: '이고객', email: 'customer@baro.demo' },
    quoteCount: 1,
    lowestTotalKRW: 3_360_000,
    acceptedQuoteId: null,
    team: { id: 'team_01HZX4BAROTEAM', name: '바로무역' },
    deadlineSource: 'rule',
    cancelReason: null,
    cargo: {
      containers: [{ type: '40HQ', quantity: 2 }],
      packages: [],
      services: { customsClearance: true, insurance: false, inlandTransport: false, cargoValue: null },
      description: '가구',
    },
    memo: null,
    estimateLogId: null,
    closedAt: null,
    shipmentId: null,
    quotes: [
      {
        id: 'bq_01HZX4QUOTE001',
        lines: [],
        declinedServices: [],
        totalKRW: 3_360_000,
        totalUSD: 2400,
        validUntil: '2099-03-20',
        transitDays: 3,
        carrier: 'HMM',
        memo: null,
        submittedAt: '2026-03-02T02:00:00.000Z',
        partner: { id: 'ptn_01HZX4BLUEOCEAN', name: 'Blue Ocean Logistics' },
        accepted: false,
        acceptable: false,
        status: 'active',
      },
      {
        id: 'bq_01HZX4QUOTE002',
        lines: [],
        declinedServices: [],
        totalKRW: 3_500_000,
        totalUSD: 2500,
        validUntil: '2099-03-20',
        transitDays: 4,
        carrier: 'COSCO',
        memo: null,
        submittedAt: '2026-03-02T03:00:00.000Z',
        partner: { id: 'ptn_01HZX4EASTSTAR', name: 'Eastern Star Forwarding' },
        accepted: false,
        acceptable: false,
        status: 'withdrawn',
      },
    ],
    files: [],
    ...overrides,
  };
}

export function bidSummaryFixture(overrides: Partial<AdminBidSummary> = {}): AdminBidSummary {
  const {
    cargo: _c,
    memo: _m,
    estimateLogId: _e,
    closedAt: _cl,
    shipmentId: _s,
    quotes: _q,
    files: _f,
    createdBy,
    ...rest
  } = bidDetailFixture();
  return { ...rest, createdBy: { id: createdBy.id, name: createdBy.name }, ...overrides };
}

/** A shipment in progress, Shanghai → Busan, handled by Blue Ocean for 바로무역. */
export function shipmentDetailFixture(overrides: Partial<ShipmentDetail> = {}): ShipmentDetail {
  return {
    id: 'shp_01HZX4SHIPMENT1',
    status: 'in_progress',
    bidId: 'bid_01HZX4REQUEST1',
    bidNumber: 'BID-20260301-0001',
    freightType: 'FCL',
    pol: port('CNSHA', '상하이', 'Shanghai', 'Asia/Shanghai'),
    pod: port('KRPUS', '부산', 'Busan', 'Asia/Seoul'),
    partner: { id: 'ptn_01HZX4BLUEOCEAN', name: 'Blue Ocean Logistics' },
    team: { name: '바로무역' },
    currentMilestone: { kind: 'booking_requested', actualAt: '2026-03-05T01:00:00.000Z', place: null },
    departure: { plannedAt: null, actualAt: null },
    arrival: { plannedAt: null, actualAt: null },
    createdAt: '2026-03-05T01:00:00.000Z',
    updatedAt: '2026-03-05T01:00:00.000Z',
    milestones: MILESTONE_KINDS.map((kind) => ({
      kind,
      plannedAt: null,
      actualAt: kind === 'booking_requested' ? '2026-03-05T01:00:00.000Z' : null,
      place: null,
      note: null,
      updatedAt: '2026-03-05T01:00:00.000Z',
    })),
    quote: {
      id: 'bq_01HZX4QUOTE001',
      carrier: 'HMM',
      transitDays: 3,
      totalKRW: 3_360_000,
      totalUSD: 2400,
      services: [],
    },
    documents: [],
    ...overrides,
  };
}

/** 인천 1센터, cut-off 13:00 Seoul. */
export function warehouseFixture(overrides: Partial<Warehouse> = {}): Warehouse {
  return {
    id: 'wh_01HZX4INCHEON01',
    code: 'ICN1',
    name: '인천 1센터',
    address: '인천광역시 중구 공항동로 296',
    cutOffTime: '13:00',
    zipCode: '22382',
    phone: '032-743-0000',
    parcelCompany: '04',
    ...overrides,
  };
}

/** A storage location of 인천 1센터 holding 12 units, 2 of them reserved. */
export function warehouseLocationFixture(overrides: Partial<WarehouseLocation> = {}): WarehouseLocation {
  return {
    id: 'loc_01HZX4LOCATION1',
    warehouseId: 'wh_01HZX4INCHEON01',
    code: 'A-01-01-01-01',
    kind: 'storage',
    active: true,
    stock: { onHand: 12, reserved: 2, available: 10 },
    ...overrides,
  };
}

/** 바로무역's pending application, sent 2026-03-02 10:00 Seoul. */
export function applicationFixture(overrides: Partial<FulfillmentApplication> = {}): FulfillmentApplication {
  return {
    id: 'fap_01HZX4APPLICATION',
    teamId: 'team_01HZX4BAROTEAM',
    teamName: '바로무역',
    status: 'pending',
    companyName: '바로무역 주식회사',
    businessNumber: '2208162517',
    representative: '김대표',
    contactName: '이담당',
    contactPhone: '010-1234-5678',
    monthlyOrders: 1200,
    productCategory: '생활용품',
    memo: null,
    rejectReason: null,
    warehouse: null,
    appliedAt: '2026-03-02T01:00:00Z',
    decidedAt: null,
    updatedAt: '2026-03-02T01:00:00Z',
    ...overrides,
  };
}
