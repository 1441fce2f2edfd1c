import type { Estimate, EstimateSearchResult, TradeLocation } from '@baro/core';
import { addCalendarDays, seoulToday } from '@baro/core';

/** A cargo-ready date a week from today (Seoul), always acceptable. */
export const nextWeek = (): string => addCalendarDays(seoulToday(), 7);

export const SHANGHAI: TradeLocation = {
  code: 'CNSHA',
  kind: 'sea',
  nameKo: '상하이',
  nameEn: 'Shanghai',
  countryCode: 'CN',
  timeZone: 'Asia/Shanghai',
};
export const BUSAN: TradeLocation = {
  code: 'KRPUS',
  kind: 'sea',
  nameKo: '부산',
  nameEn: 'Busan',
  countryCode: 'KR',
  timeZone: 'Asia/Seoul',
};
export const PUDONG: TradeLocation = {
  code: 'PVG',
  kind: 'air',
  nameKo: '상하이 푸둥',
  nameEn: 'Shanghai Pudong',
  countryCode: 'CN',
  timeZone: 'Asia/Shanghai',
};
export const INCHEON_AIRPORT: TradeLocation = {
  code: 'ICN',
  kind: 'air',
  nameKo: '인천',
  nameEn: 'Incheon',
  countryCode: 'KR',
  timeZone: 'Asia/Seoul',
};
export const LOCATIONS = [BUSAN, SHANGHAI, PUDONG, INCHEON_AIRPORT];

/** An estimate priced in USD freight and KRW destination charges (rate 1,380.5). */
export function estimateFixture(overrides: Partial<Estimate> & { id: string }): Estimate {
  return {
    partner: { id: 'ptn_blue', name: 'Blue Ocean Logistics' },
    carrier: 'HMM',
    transitDays: 3,
    validUntil: '2099-03-31',
    lines: [
      {
        chargeCode: 'OFR_40HQ',
        name: '해상운임 40HQ',
        group: 'freight',
        unit: 'CNTR',
        quantity: 2,
        unitPrice: 500,
        currency: 'USD',
        amount: 1000,
      },
      {
        chargeCode: 'THC',
        name: '터미널 화물처리비 (THC)',
        group: 'destination',
        unit: 'CNTR',
        quantity: 2,
        unitPrice: 150_000,
        currency: 'KRW',
        amount: 300_000,
      },
    ],
    totalKRW: 1_680_500,
    totalUSD: 1217.31,
    exchangeRates: { USD: '1380.5', KRW: '1' },
    ...overrides,
  };
}

/** Three estimates: Blue Ocean (cheapest, HMM, 3 days), Eastern Star (COSCO, 2 days), Han River (HMM, 5 days). */
export function searchResultFixture(overrides: Partial<EstimateSearchResult> = {}): EstimateSearchResult {
  return {
    estimateLogId: 'est_01LOG',
    createdAt: '2026-03-02T01:00:00.000Z',
    rateDate: '2026-03-02',
    freightType: 'FCL',
    incoterms: 'FOB',
    cargoReadyDate: nextWeek(),
    pol: { code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai' },
    pod: { code: 'KRPUS', nameKo: '부산', nameEn: 'Busan' },
    containers: [{ type: '40HQ', quantity: 2 }],
    packages: [],
    services: { customsClearance: false, insurance: false, inlandTransport: false, cargoValue: null },
    cargoDescription: null,
    measures: { pieces: 0, actualKg: 0, chargeableKg: 0, cbm: 0, revenueTons: 1, containers: 2 },
    estimates: [
      estimateFixture({ id: 'est_01LOG-1' }),
      estimateFixture({
        id: 'est_01LOG-2',
        partner: { id: 'ptn_east', name: 'Eastern Star Forwarding' },
        carrier: 'COSCO',
        transitDays: 2,
        totalKRW: 1_900_000,
        totalUSD: 1376.3,
      }),
      estimateFixture({
        id: 'est_01LOG-3',
        partner: { id: 'ptn_han', name: 'Han River Shipping' },
        carrier: 'HMM',
        transitDays: 5,
        totalKRW: 1_750_000,
        totalUSD: 1267.66,
      }),
    ],
    ...overrides,
  };
}
