import type { PartnerRate, SearchEstimateInput } from '@baro/core';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_SEARCH_WINDOW_MS,
  addDays,
  canReadEstimateLog,
  cargoMeasuresOf,
  cargoReadyDateProblem,
  cargoReadyWindow,
  compareEstimates,
  groupRates,
  presentEstimate,
  priceGroup,
  quotationNumber,
  retryAfterSeconds,
  type StoredEstimate,
  storedChargeCode,
} from './estimates.rules.ts';

const RATES = { KRW: '1', USD: '1380.5', CNY: '190.25' };
const BLUE = { id: 'ptn_blue', name: 'Blue Ocean Logistics' };
const EASTERN = { id: 'ptn_east', name: 'Eastern Star Forwarding' };
let counter = 0;

const common = (overrides: Partial<PartnerRate> = {}) => ({
  id: `rate_${++counter}`,
  partner: BLUE,
  pol: 'CNSHA',
  pod: 'KRPUS',
  carrier: 'SITC',
  transitDays: 3,
  validFrom: '2026-03-01',
  validTo: '2026-03-31',
  currency: 'USD',
  minCharge: null,
  localCharges: [],
  createdAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  ...overrides,
});

const fcl = (
  containerType: '20DRY' | '40DRY' | '40HQ',
  price: number,
  overrides: Partial<PartnerRate> = {},
) => ({ ...common(overrides), freightType: 'FCL', containerType, price }) as PartnerRate;
const lcl = (price: number, overrides: Partial<PartnerRate> = {}) =>
  ({ ...common(overrides), freightType: 'LCL', price }) as PartnerRate;

describe('groupRates', () => {
  const containers = [
    { type: '20DRY' as const, quantity: 2 },
    { type: '40HQ' as const, quantity: 1 },
  ];
  const only20 = { type: '20DRY' as const, quantity: 2 };

  it('makes one LCL/AIR estimate per rate of the freight type', () => {
    const rates = [lcl(40), lcl(45, { partner: EASTERN }), fcl('20DRY', 1000)];
    expect(groupRates('LCL', [], rates, RATES).map((g) => g.rates.map((r) => r.id))).toEqual([
      [rates[0]?.id],
      [rates[1]?.id],
    ]);
  });

  it('combines FCL rates per partner and carrier, covering every requested type', () => {
    const a20 = fcl('20DRY', 1200);
    const a40 = fcl('40HQ', 2100);
    const b20 = fcl('20DRY', 1000, { partner: EASTERN, carrier: 'HMM' });
    const c20 = fcl('20DRY', 900, { carrier: 'HMM' });
    const groups = groupRates('FCL', containers, [a20, a40, b20, c20], RATES);
    expect(groups).toEqual([{ partner: BLUE, carrier: 'SITC', rates: [a20, a40] }]);
    expect(groupRates('FCL', [{ type: '20DRY', quantity: 1 }], [a20, a40, b20, c20], RATES)).toHaveLength(3);
    expect(groupRates('FCL', [], [a20], RATES)).toEqual([]);
  });

  it('takes the cheapest rate in KRW for a type, then the shortest transit, then the id', () => {
    const dear = fcl('20DRY', 1300, { transitDays: 1 });
    const cheap = fcl('20DRY', 1200, { transitDays: 5 });
    // 8,000 CNY = ₩1,522,000 > 1,100 USD = ₩1,518,550.
    const yuan = fcl('20DRY', 8000, { currency: 'CNY' });
    const cheaperInKrw = fcl('20DRY', 1100);
    expect(groupRates('FCL', [only20], [dear, cheap], RATES)[0]?.rates).toEqual([cheap]);
    expect(groupRates('FCL', [only20], [yuan, cheaperInKrw], RATES)[0]?.rates).toEqual([cheaperInKrw]);
    const fast = fcl('20DRY', 1200, { transitDays: 2 });
    expect(groupRates('FCL', [only20], [cheap, fast], RATES)[0]?.rates).toEqual([fast]);
    const twinA = fcl('20DRY', 1200, { id: 'rate_a', transitDays: 2 });
    const twinB = fcl('20DRY', 1200, { id: 'rate_b', transitDays: 2 });
    expect(groupRates('FCL', [only20], [twinB, twinA], RATES)[0]?.rates).toEqual([twinA]);
  });

  it('skips a rate in a currency without an exchange rate', () => {
    const euro = fcl('20DRY', 900, { currency: 'EUR' });
    expect(groupRates('FCL', [only20], [euro], RATES)).toEqual([]);
    const dollar = fcl('20DRY', 1200);
    expect(groupRates('FCL', [only20], [euro, dollar], RATES)[0]?.rates).toEqual([dollar]);
  });
});

describe('priceGroup', () => {
  const search: SearchEstimateInput = {
    freightType: 'FCL',
    pol: 'CNSHA',
    pod: 'KRPUS',
    incoterms: 'FOB',
    cargoReadyDate: '2026-03-10',
    containers: [
      { type: '20DRY', quantity: 2 },
      { type: '40HQ', quantity: 1 },
    ],
  };

  it('takes the longest transit and the earliest end of validity of the combined rates', () => {
    const a = fcl('20DRY', 1200, { transitDays: 3, validTo: '2026-03-20' });
    const b = fcl('40HQ', 2100, { transitDays: 5, validTo: '2026-04-30' });
    const estimate = priceGroup(search, { partner: BLUE, carrier: 'SITC', rates: [a, b] }, RATES, 'est_1');
    expect(estimate).toMatchObject({
      id: 'est_1',
      transitDays: 5,
      validUntil: '2026-03-20',
      rateIds: [a.id, b.id],
      totalKRW: 6_212_250, // 4,500 USD
      totalUSD: 4500,
      exchangeRates: { USD: '1380.5' },
    });
  });

  it('keeps the rates of every currency used, the insured value included', () => {
    const rate = lcl(45, {
      localCharges: [{ code: 'THC', name: 'O/THC', side: 'origin', unit: 'RT', price: 50, currency: 'CNY' }],
    });
    const estimate = priceGroup(
      {
        freightType: 'LCL',
        pol: 'CNSHA',
        pod: 'KRPUS',
        incoterms: 'FOB',
        cargoReadyDate: '2026-03-10',
        packages: [{ length: 100, width: 100, height: 100, weight: 100, quantity: 1 }],
        services: {
          customsClearance: false,
          insurance: true,
          inlandTransport: false,
          cargoValue: { amount: 100_000, currency: 'CNY' },
        },
      },
      { partner: BLUE, carrier: 'SITC', rates: [rate] },
      RATES,
      'est_2',
    );
    // FOB: the origin charge is the seller's, but CNY still converted the insured value.
    expect(estimate?.exchangeRates).toEqual({ CNY: '190.25', USD: '1380.5' });
    expect(estimate?.lines.map((l) => l.name.en)).toEqual(['Ocean freight (LCL)', 'Cargo insurance']);
  });

  it('is null when a currency has no rate or nothing is left to pay', () => {
    const euro = fcl('20DRY', 900, { currency: 'EUR' });
    const euroSearch = { ...search, containers: [{ type: '20DRY' as const, quantity: 1 }] };
    expect(
      priceGroup(euroSearch, { partner: BLUE, carrier: 'SITC', rates: [euro] }, RATES, 'est_3'),
    ).toBeNull();
    const dollar = fcl('20DRY', 900);
    expect(
      priceGroup(
        { ...euroSearch, incoterms: 'DDP' },
        { partner: BLUE, carrier: 'SITC', rates: [dollar] },
        RATES,
        'x',
      ),
    ).toBeNull();
  });
});

describe('compareEstimates', () => {
  const estimate = (overrides: Partial<StoredEstimate>): StoredEstimate => ({
    id: 'est',
    partner: BLUE,
    carrier: 'SITC',
    transitDays: 3,
    validUntil: '2026-03-31',
    rateIds: ['rate_1'],
    lines: [],
    totalKRW: 100,
    totalUSD: 0.07,
    exchangeRates: {},
    ...overrides,
  });

  it('orders by total, then transit, then partner, carrier, later validity and rates', () => {
    const list = [
      estimate({ id: 'g', rateIds: ['rate_9'] }),
      estimate({ id: 'f', validUntil: '2026-04-30' }),
      estimate({ id: 'e', carrier: 'HMM' }),
      estimate({ id: 'd', partner: { id: 'p', name: 'Alpha' } }),
      estimate({ id: 'c', transitDays: 2 }),
      estimate({ id: 'b', totalKRW: 99, transitDays: 30 }),
      estimate({ id: 'a', totalKRW: 50 }),
    ];
    expect(list.sort(compareEstimates).map((e) => e.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });
});

describe('the cargo-ready window', () => {
  // 2026-03-09T15:00Z is 2026-03-10 00:00 in Seoul.
  const seoulMidnight = new Date('2026-03-09T15:00:00Z');

  it('runs from today to 365 days ahead in Seoul', () => {
    expect(cargoReadyWindow(seoulMidnight)).toEqual({ from: '2026-03-10', to: '2027-03-10' });
    expect(cargoReadyWindow(new Date('2026-03-09T14:59:59Z'))).toEqual({
      from: '2026-03-09',
      to: '2027-03-09',
    });
  });

  it('reports a day outside the window in the reader language', () => {
    expect(cargoReadyDateProblem('2026-03-10', seoulMidnight, 'ko')).toBeNull();
    expect(cargoReadyDateProblem('2027-03-10', seoulMidnight, 'ko')).toBeNull();
    expect(cargoReadyDateProblem('2026-03-09', seoulMidnight, 'ko')).toBe(
      '2026년 3월 10일 이후 날짜를 입력해 주세요',
    );
    expect(cargoReadyDateProblem('2027-03-11', seoulMidnight, 'en')).toBe(
      'Must be on or before Mar 10, 2027',
    );
  });

  it('adds calendar days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('canReadEstimateLog', () => {
  const member = { userId: 'usr_a', teamId: 'team_a' };
  it.each([
    [{ user_id: 'usr_a', team_id: 'team_a' }, member, true],
    [{ user_id: 'usr_b', team_id: 'team_a' }, member, true], // a teammate's search
    [{ user_id: 'usr_a', team_id: 'team_a' }, { userId: 'usr_a', teamId: 'team_b' }, false], // left the team
    [{ user_id: 'usr_c', team_id: 'team_c' }, member, false],
    [{ user_id: 'usr_c', team_id: 'team_c' }, null, false],
    [{ user_id: 'usr_s', team_id: null }, { userId: 'usr_s', teamId: null }, true],
    [{ user_id: 'usr_s', team_id: null }, member, false],
    [{ user_id: 'usr_s', team_id: null }, null, false],
    [{ user_id: null, team_id: null }, null, true],
    [{ user_id: null, team_id: null }, member, true],
  ])('%o read by %o → %s', (log, caller, expected) => {
    expect(canReadEstimateLog(log, caller)).toBe(expected);
  });
});

describe('small helpers', () => {
  it('says when the oldest search leaves the window', () => {
    const now = new Date('2026-03-10T00:10:00Z');
    expect(retryAfterSeconds(new Date(now.getTime() - ANONYMOUS_SEARCH_WINDOW_MS + 30_500), now)).toBe(31);
    expect(retryAfterSeconds(new Date(now.getTime() - ANONYMOUS_SEARCH_WINDOW_MS), now)).toBe(1);
  });

  it('numbers quotations by the Seoul day of the search', () => {
    expect(quotationNumber('elog_ABCDEFGHIJKLMNOPQRST', new Date('2026-03-09T15:00:00Z'), 0)).toBe(
      'BQ-20260310-OPQRST-01',
    );
    expect(quotationNumber('elog_ABCDEFGHIJKLMNOPQRST', new Date('2026-03-09T14:59:00Z'), 11)).toBe(
      'BQ-20260309-OPQRST-12',
    );
  });

  it('measures the cargo of a search', () => {
    expect(
      cargoMeasuresOf({
        containers: [
          { type: '20DRY', quantity: 2 },
          { type: '40HQ', quantity: 1 },
        ],
      }),
    ).toEqual({ pieces: 0, actualKg: 0, chargeableKg: 0, cbm: 0, revenueTons: 1, containers: 3 });
  });

  it('presents line names in the reader language, with their charge codes', () => {
    const stored: StoredEstimate = {
      id: 'est_1',
      partner: BLUE,
      carrier: 'SITC',
      transitDays: 3,
      validUntil: '2026-03-31',
      rateIds: ['rate_1'],
      lines: [
        {
          chargeCode: 'OFR_LCL',
          name: { ko: '해상운임 (LCL)', en: 'Ocean freight (LCL)' },
          group: 'freight',
          unit: 'RT',
          quantity: 1,
          unitPrice: 45,
          currency: 'USD',
          amount: 45,
        },
      ],
      totalKRW: 62_123,
      totalUSD: 45,
      exchangeRates: { USD: '1380.5' },
    };
    expect(presentEstimate(stored, 'en', 'LCL').lines[0]).toMatchObject({
      chargeCode: 'OFR_LCL',
      name: 'Ocean freight (LCL)',
    });
    expect(presentEstimate(stored, 'ko', 'LCL')).not.toHaveProperty('rateIds');
  });

  it('reads a code for lines logged before lines carried one', () => {
    const line = (ko: string, en: string) => ({
      name: { ko, en },
      group: 'service' as const,
      unit: 'BL' as const,
      quantity: 1,
      unitPrice: 1,
      currency: 'KRW',
      amount: 1,
    });
    expect(storedChargeCode(line('해상운임 40HQ', 'Ocean freight 40HQ'), 'FCL')).toBe('OFR_40HQ');
    expect(storedChargeCode(line('수입 통관 수수료', 'Import customs clearance'), 'FCL')).toBe('CUSTOMS');
    expect(storedChargeCode(line('내륙운송 20DRY', 'Inland transport 20DRY'), 'FCL')).toBe('TRUCKING');
    expect(storedChargeCode(line('적하보험료', 'Cargo insurance'), 'AIR')).toBe('INSURANCE');
    expect(storedChargeCode(line('D/O', 'D/O'), 'AIR')).toBe('OTHER');
  });
});
