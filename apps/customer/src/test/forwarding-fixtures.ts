import {
  type BidDetail,
  type BidSummary,
  type BoundFile,
  type CustomerBidQuote,
  MILESTONE_KINDS,
  type ShipmentDetail,
  type ShipmentMilestone,
  type ShipmentSummary,
  type TradeLocation,
} from '@baro/core';

// Answers of the bids, shipments and files calls as the API gives them, for the screens' tests.

export const SHANGHAI = { code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai' } as const;
export const BUSAN = { code: 'KRPUS', nameKo: '부산', nameEn: 'Busan' } as const;

export function locationFixture(overrides: Partial<TradeLocation> = {}): TradeLocation {
  return { ...SHANGHAI, kind: 'sea', countryCode: 'CN', timeZone: 'Asia/Shanghai', ...overrides };
}

export function bidSummaryFixture(overrides: Partial<BidSummary> = {}): BidSummary {
  return {
    id: 'bid_01HZXBID0001',
    number: 'BID-20261120-0001',
    status: 'estimating',
    freightType: 'FCL',
    pol: { ...SHANGHAI },
    pod: { ...BUSAN },
    incoterms: 'FOB',
    cargoReadyDate: '2026-11-30',
    deadline: '2026-11-24T18:00:00+09:00',
    createdAt: '2026-11-20T10:00:00+09:00',
    createdBy: { id: 'usr_01HZX4CUSTOMER', name: '김수입' },
    quoteCount: 0,
    lowestTotalKRW: null,
    acceptedQuoteId: null,
    ...overrides,
  };
}

export function quoteFixture(overrides: Partial<CustomerBidQuote> = {}): CustomerBidQuote {
  return {
    id: 'bq_01HZXQUOTE01',
    partner: { id: 'ptn_01HZXBLUEOCEAN', name: 'Blue Ocean Logistics' },
    carrier: 'HMM',
    transitDays: 3,
    validUntil: '2026-12-15',
    declinedServices: [],
    lines: [
      {
        chargeCode: 'OFR_40HQ',
        name: 'Ocean freight',
        unit: 'CNTR',
        quantity: 2,
        unitPrice: 800,
        currency: 'USD',
        amount: 1600,
      },
      {
        chargeCode: 'THC',
        name: 'THC',
        unit: 'CNTR',
        quantity: 2,
        unitPrice: 150000,
        currency: 'KRW',
        amount: 300000,
      },
    ],
    totalKRW: 2_540_000,
    totalUSD: 1_826.34,
    memo: null,
    submittedAt: '2026-11-21T09:00:00+09:00',
    accepted: false,
    acceptable: false,
    ...overrides,
  };
}

export function boundFileFixture(overrides: Partial<BoundFile> = {}): BoundFile {
  return {
    key: 'uploads/2026/invoice-0001',
    fileName: 'invoice.pdf',
    mimeType: 'application/pdf',
    size: 52_000,
    fileType: 'invoice',
    targetType: 'bid',
    targetId: 'bid_01HZXBID0001',
    uploadedBy: 'usr_01HZX4CUSTOMER',
    boundAt: '2026-11-20T10:05:00+09:00',
    ...overrides,
  };
}

export function bidDetailFixture(overrides: Partial<BidDetail> = {}): BidDetail {
  return {
    ...bidSummaryFixture(),
    cargo: {
      containers: [{ type: '40HQ', quantity: 2 }],
      packages: [],
      services: { customsClearance: true, insurance: false, inlandTransport: false, cargoValue: null },
      description: '의류 완제품',
    },
    memo: '파손 주의',
    estimateLogId: null,
    estimateId: null,
    closedAt: null,
    shipmentId: null,
    quotes: [],
    files: [],
    ...overrides,
  };
}

/** Two partners' quotes: Eastern Star is cheaper but slower. */
export function twoQuotes(acceptable: boolean): CustomerBidQuote[] {
  return [
    quoteFixture({
      id: 'bq_01HZXQUOTE02',
      partner: { id: 'ptn_01HZXEASTERN', name: 'Eastern Star Forwarding' },
      carrier: 'COSCO',
      transitDays: 5,
      validUntil: '2026-12-10',
      lines: [
        {
          chargeCode: 'OFR_40HQ',
          name: 'Ocean freight',
          unit: 'CNTR',
          quantity: 2,
          unitPrice: 700,
          currency: 'USD',
          amount: 1400,
        },
      ],
      totalKRW: 1_960_000,
      totalUSD: 1_400,
      acceptable,
    }),
    quoteFixture({ acceptable }),
  ];
}

export function milestonesFixture(reached: Partial<Record<(typeof MILESTONE_KINDS)[number], string>> = {}) {
  return MILESTONE_KINDS.map(
    (kind): ShipmentMilestone => ({
      kind,
      plannedAt: null,
      actualAt: reached[kind] ?? null,
      place: null,
      note: null,
      updatedAt: '2026-11-25T10:00:00+09:00',
    }),
  );
}

export function shipmentSummaryFixture(overrides: Partial<ShipmentSummary> = {}): ShipmentSummary {
  return {
    id: 'shp_01HZXSHIP01',
    status: 'in_progress',
    bidId: 'bid_01HZXBID0001',
    bidNumber: 'BID-20260301-0001',
    freightType: 'FCL',
    pol: { ...SHANGHAI, timeZone: 'Asia/Shanghai' },
    pod: { ...BUSAN, timeZone: 'Asia/Seoul' },
    partner: { id: 'ptn_01HZXBLUEOCEAN', name: 'Blue Ocean Logistics' },
    team: { name: '바로무역' },
    currentMilestone: null,
    departure: { plannedAt: null, actualAt: null },
    arrival: { plannedAt: null, actualAt: null },
    createdAt: '2026-11-24T19:00:00+09:00',
    updatedAt: '2026-11-24T19:00:00+09:00',
    ...overrides,
  };
}

export function shipmentDetailFixture(overrides: Partial<ShipmentDetail> = {}): ShipmentDetail {
  return {
    ...shipmentSummaryFixture(),
    milestones: milestonesFixture(),
    quote: {
      id: 'bq_01HZXQUOTE01',
      carrier: 'HMM',
      transitDays: 3,
      totalKRW: 2_540_000,
      totalUSD: 1_826.34,
      services: [],
    },
    documents: [],
    ...overrides,
  };
}

/** A download link valid for five minutes from `now`. */
export function downloadLinkFixture(url: string, now = Date.now()) {
  return { preSignedUrl: url, expirationTime: new Date(now + 300_000).toISOString() };
}
