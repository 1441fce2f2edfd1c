import type { PartnerBidDetail, PartnerRate, UserProfile } from '@baro/core';

/** A partner user as `GET /api/users/me` answers it. */
export function partnerUserFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'usr_01HZX4PARTNER1',
    kind: 'partner',
    email: 'partner@baro.demo',
    loginId: null,
    name: '김파트너',
    company: null,
    phone: '010-3000-0001',
    locale: 'ko',
    customerType: null,
    team: null,
    partner: { id: 'ptn_01HZX4BLUEOCEAN', name: 'Blue Ocean Logistics' },
    warehouse: null,
    managers: { forwarding: null, exportForwarding: null, fulfillment: null },
    createdAt: '2026-01-05T09:00:00+09:00',
    ...overrides,
  };
}

/** An open FCL request (2 × 40HQ, Shanghai → Busan) without a quote yet. */
export function bidFixture(overrides: Partial<PartnerBidDetail> = {}): PartnerBidDetail {
  return {
    id: 'bid_01HZX4REQUEST1',
    status: 'estimating',
    freightType: 'FCL',
    pol: { code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai' },
    pod: { code: 'KRPUS', nameKo: '부산', nameEn: 'Busan' },
    incoterms: 'FOB',
    cargoReadyDate: '2026-03-20',
    deadline: '2026-03-04T18:00:00+09:00',
    createdAt: '2026-03-02T10:00:00+09:00',
    open: true,
    cargo: {
      containers: [{ type: '40HQ', quantity: 2 }],
      packages: [],
      services: { customsClearance: true, insurance: false, inlandTransport: false, cargoValue: null },
      description: '가구',
    },
    memo: null,
    earliestValidUntil: '2026-03-04',
    myQuote: null,
    ...overrides,
  };
}

/** Exchange rates of a day: KRW per unit. */
export const RATES = {
  date: '2026-03-02',
  rates: { KRW: 1, USD: 1400, CNY: 195.5, EUR: 1500, JPY: 9.3, GBP: 1750 },
};

/** A stored AIR rate (ICN → LAX). */
export function airRateFixture(): PartnerRate {
  return {
    id: 'rate_01HZX4AIRRATE1',
    freightType: 'AIR',
    partner: { id: 'ptn_01HZX4BLUEOCEAN', name: 'Blue Ocean Logistics' },
    pol: 'ICN',
    pod: 'LAX',
    carrier: 'Korean Air Cargo',
    transitDays: 2,
    validFrom: '2026-03-01',
    validTo: '2026-06-30',
    currency: 'USD',
    minCharge: 75,
    weightBreaks: [
      { minKg: 0, price: 5.2 },
      { minKg: 45, price: 4.8 },
    ],
    localCharges: [{ name: 'THC', side: 'origin', unit: 'KG', price: 150, currency: 'KRW' }],
    createdAt: '2026-03-01T09:00:00+09:00',
    updatedAt: '2026-03-01T09:00:00+09:00',
  };
}
