import { describe, expect, it } from 'vitest';
import type { LocalCharge } from '../contracts/rates.ts';
import { quoteEstimate } from './quote-estimate.ts';
import { MissingExchangeRateError } from './quote-lines.ts';
import type { QuoteRate } from './quote-rates.ts';

const RATES = { USD: '1380.5', CNY: '190.25' };
const VALIDITY = { validFrom: '2026-03-01', validTo: '2026-03-31' };
const lc = (
  name: string,
  side: LocalCharge['side'],
  unit: LocalCharge['unit'],
  price: number,
  currency: string,
) => ({ code: 'OTHER', name, side, unit, price, currency }) as LocalCharge;

const air: QuoteRate = {
  freightType: 'AIR',
  currency: 'USD',
  weightBreaks: [
    { minKg: 0, price: 6 },
    { minKg: 45, price: 5 },
    { minKg: 100, price: 4.5 },
    { minKg: 300, price: 4 },
  ],
  minCharge: 50,
  localCharges: [
    lc('EXW handling', 'origin', 'BL', 30, 'USD'),
    lc('Origin screening', 'origin', 'KG', 0.1, 'USD'),
    lc('D/O fee', 'destination', 'BL', 50_000, 'KRW'),
    lc('Terminal handling', 'destination', 'KG', 150, 'KRW'),
  ],
  ...VALIDITY,
};
const packages = [{ length: 100, width: 80, height: 60, weight: 50, quantity: 2 }];

describe('quoteEstimate', () => {
  it.each([
    ['EXW', 1_131_463, 819.6],
    ['FOB', 1_067_960, 773.6],
    ['CFR', 74_000, 53.6],
  ] as const)('AIR %s totals in KRW and USD', (incoterm, totalKRW, totalUSD) => {
    const estimate = quoteEstimate({
      freightType: 'AIR',
      incoterm,
      packages,
      rates: [air],
      exchangeRates: RATES,
    });
    expect(estimate).toMatchObject({ totalKRW, totalUSD });
    expect(estimate?.measures.chargeableKg).toBe(160);
  });

  it('FCL with two container types, EXW', () => {
    const rate20: QuoteRate = {
      freightType: 'FCL',
      containerType: '20DRY',
      currency: 'USD',
      price: 1200,
      localCharges: [
        lc('O/THC', 'origin', 'CNTR', 900, 'CNY'),
        lc('DOC', 'destination', 'BL', 40_000, 'KRW'),
        lc('D/THC', 'destination', 'CNTR', 130_000, 'KRW'),
      ],
      ...VALIDITY,
    };
    const rate40: QuoteRate = {
      ...rate20,
      containerType: '40HQ',
      price: 2100,
      localCharges: [
        lc('O/THC', 'origin', 'CNTR', 1300, 'CNY'),
        lc('DOC', 'destination', 'BL', 45_000, 'KRW'),
        lc('D/THC', 'destination', 'CNTR', 180_000, 'KRW'),
      ],
    };
    const estimate = quoteEstimate({
      freightType: 'FCL',
      incoterm: 'EXW',
      containers: [
        { type: '20DRY', quantity: 2 },
        { type: '40HQ', quantity: 1 },
      ],
      rates: [rate20, rate40],
      exchangeRates: RATES,
    });
    // CNY 3,100 × 190.25 + USD 4,500 × 1380.5 + KRW 485,000 = 7,287,025 → $5,278.54.
    expect(estimate).toMatchObject({ totalKRW: 7_287_025, totalUSD: 5278.54 });
    expect(estimate?.lines).toHaveLength(7);
  });

  it('adds the requested services after the partner lines, whatever the Incoterm', () => {
    const estimate = quoteEstimate({
      freightType: 'AIR',
      incoterm: 'CIF',
      packages,
      services: { customsClearance: true },
      rates: [air],
      exchangeRates: RATES,
    });
    expect(estimate?.lines.map((l) => l.group)).toEqual(['destination', 'destination', 'service']);
    expect(estimate?.totalKRW).toBe(74_000 + 33_000);
  });

  it('has nothing to quote under DDP without services; only the services with them', () => {
    const input = {
      freightType: 'AIR' as const,
      incoterm: 'DDP' as const,
      packages,
      rates: [air],
      exchangeRates: RATES,
    };
    expect(quoteEstimate(input)).toBeNull();
    const withCustoms = quoteEstimate({ ...input, services: { customsClearance: true } });
    expect(withCustoms?.lines.map((l) => l.name.en)).toEqual(['Import customs clearance']);
    expect(withCustoms).toMatchObject({ totalKRW: 33_000, totalUSD: 23.9 });
  });

  it('is null when the rate cannot price the cargo', () => {
    expect(
      quoteEstimate({
        freightType: 'AIR',
        incoterm: 'FOB',
        packages,
        rates: [{ ...air, weightBreaks: [] }],
        exchangeRates: RATES,
      }),
    ).toBeNull();
  });

  it('throws when a currency has no rate that day', () => {
    expect(() =>
      quoteEstimate({
        freightType: 'AIR',
        incoterm: 'FOB',
        packages,
        rates: [{ ...air, currency: 'EUR' }],
        exchangeRates: RATES,
      }),
    ).toThrow(MissingExchangeRateError);
  });
});
