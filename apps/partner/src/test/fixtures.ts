import { userProfileFixture } from '@baro/client/testing';
import {
  MILESTONE_KINDS,
  type PartnerBidDetail,
  type PartnerBidSummary,
  type PartnerMemberList,
  type PartnerOwnQuote,
  type PartnerQuoteItem,
  type PartnerRate,
  type ShipmentDetail,
  type ShipmentSummary,
  type UserProfile,
} from '@baro/core';

/** A partner user as `GET /api/users/me` answers it. */
export function partnerUserFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return userProfileFixture({
    id: 'usr_01HZX4PARTNER1',
    kind: 'partner',
    email: 'partner@baro.demo',
    name: '김파트너',
    phone: '010-3000-0001',
    partner: { id: 'ptn_01HZX4BLUEOCEAN', name: 'Blue Ocean Logistics' },
    ...overrides,
  });
}

/** An open FCL request (2 × 40HQ, Shanghai → Busan) without a quote yet. */
export function bidFixture(overrides: Partial<PartnerBidDetail> = {}): PartnerBidDetail {
  return {
    id: 'bid_01HZX4REQUEST1',
    number: 'BID-20260302-0007',
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
    localCharges: [
      {
        code: 'HANDLING',
        name: 'Terminal handling',
        side: 'origin',
        unit: 'KG',
        price: 150,
        currency: 'KRW',
      },
    ],
    createdAt: '2026-03-01T09:00:00+09:00',
    updatedAt: '2026-03-01T09:00:00+09:00',
  };
}

/** A page of a list as the API answers it (the kit's). */
export { pageOf } from '@baro/client/testing';

/** The open FCL request as a list row (no memo), without a quote. */
export function bidSummaryFixture(overrides: Partial<PartnerBidSummary> = {}): PartnerBidSummary {
  const { memo: _memo, earliestValidUntil: _earliest, myQuote: _quote, ...summary } = bidFixture();
  return { ...summary, myQuote: null, ...overrides };
}

/** This partner's live quote on the request: 2 × USD 1,200 freight, KRW 3,360,000. */
export function ownQuoteFixture(overrides: Partial<PartnerOwnQuote> = {}): PartnerOwnQuote {
  return {
    id: 'bq_01HZX4QUOTE001',
    declinedServices: [],
    lines: [
      {
        chargeCode: 'OFR_40HQ',
        name: '해상·항공 운임',
        unit: 'CNTR',
        quantity: 2,
        unitPrice: 1200,
        currency: 'USD',
        amount: 2400,
      },
    ],
    totalKRW: 3_360_000,
    totalUSD: 2400,
    validUntil: '2026-03-20',
    transitDays: 3,
    carrier: 'HMM',
    memo: null,
    submittedAt: '2026-03-02T11:00:00+09:00',
    status: 'active',
    outcome: 'pending',
    ...overrides,
  };
}

/** A quote in the partner's quote list. */
export function quoteItemFixture(overrides: Partial<PartnerQuoteItem> = {}): PartnerQuoteItem {
  const bid = bidFixture();
  return {
    ...ownQuoteFixture(),
    bid: {
      id: bid.id,
      number: bid.number,
      status: bid.status,
      freightType: bid.freightType,
      pol: bid.pol,
      pod: bid.pod,
      deadline: bid.deadline,
    },
    ...overrides,
  };
}

const port = (code: string, nameKo: string, nameEn: string, timeZone: string) => ({
  code,
  nameKo,
  nameEn,
  timeZone,
});

/** A shipment in progress, Shanghai → Busan, for team 바로무역; nothing reached after the booking request. */
export function shipmentSummaryFixture(overrides: Partial<ShipmentSummary> = {}): ShipmentSummary {
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
    currentMilestone: { kind: 'booking_requested', actualAt: '2026-03-05T10:00:00+09:00', place: null },
    departure: { plannedAt: '2026-03-10T09:00:00+09:00', actualAt: null },
    arrival: { plannedAt: null, actualAt: null },
    createdAt: '2026-03-05T10:00:00+09:00',
    updatedAt: '2026-03-05T10:00:00+09:00',
    ...overrides,
  };
}

/** The shipment with its eight milestones (booking requested reached) and one document. */
export function shipmentDetailFixture(overrides: Partial<ShipmentDetail> = {}): ShipmentDetail {
  return {
    ...shipmentSummaryFixture(),
    milestones: MILESTONE_KINDS.map((kind) => ({
      kind,
      plannedAt: kind === 'departed' ? '2026-03-10T09:00:00+09:00' : null,
      actualAt: kind === 'booking_requested' ? '2026-03-05T10:00:00+09:00' : null,
      place: null,
      note: null,
      updatedAt: '2026-03-05T10:00:00+09:00',
    })),
    quote: {
      id: 'bq_01HZX4QUOTE001',
      carrier: 'HMM',
      transitDays: 3,
      totalKRW: 3_360_000,
      totalUSD: 2400,
      services: [],
    },
    documents: [
      {
        key: 'u/2026/03/abcdefabcdefabcdefabcdef',
        fileName: 'commercial-invoice.pdf',
        mimeType: 'application/pdf',
        size: 120_000,
        fileType: 'invoice',
        targetType: 'shipment',
        targetId: 'shp_01HZX4SHIPMENT1',
        uploadedBy: 'usr_01HZX4CUSTOMER',
        boundAt: '2026-03-06T09:30:00+09:00',
      },
    ],
    ...overrides,
  };
}

/** The partner's users: the signed-in one and a colleague who never logged in. */
export function memberListFixture(): PartnerMemberList {
  return {
    partner: { id: 'ptn_01HZX4BLUEOCEAN', name: 'Blue Ocean Logistics' },
    items: [
      {
        id: 'usr_01HZX4PARTNER1',
        name: '김파트너',
        email: 'partner@baro.demo',
        phone: '010-3000-0001',
        lastLoginAt: '2026-03-02T01:05:00Z',
        createdAt: '2026-01-05T09:00:00+09:00',
      },
      {
        id: 'usr_01HZX4PARTNER3',
        name: '이동료',
        email: 'colleague@baro.demo',
        phone: null,
        lastLoginAt: null,
        createdAt: '2026-02-10T09:00:00+09:00',
      },
    ],
  };
}
