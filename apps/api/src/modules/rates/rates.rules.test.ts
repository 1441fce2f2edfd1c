import { type PartnerRateInput, partnerRateInputSchema, RATE_FIELD_MESSAGES } from '@baro/core';
import { describe, expect, it } from 'vitest';
import type { RateRow } from './rates.repository.ts';
import {
  addDays,
  checkRateLocations,
  locationKindFor,
  presentRate,
  readLocalCharges,
  readWeightBreaks,
  toRateValues,
} from './rates.rules.ts';

const common = {
  carrier: 'HMM',
  transitDays: 2,
  validFrom: '2026-03-01',
  validTo: '2026-05-31',
  currency: 'USD',
  localCharges: [{ code: 'THC', side: 'origin', unit: 'CNTR', price: 850, currency: 'CNY' }],
};
const FCL = partnerRateInputSchema.parse({
  ...common,
  freightType: 'FCL',
  pol: 'CNSHA',
  pod: 'KRPUS',
  containerType: '40HQ',
  price: 780.5,
});
const LCL = partnerRateInputSchema.parse({
  ...common,
  freightType: 'LCL',
  pol: 'CNSHA',
  pod: 'KRPUS',
  price: 45,
  minCharge: 45,
});
const AIR = partnerRateInputSchema.parse({
  ...common,
  freightType: 'AIR',
  pol: 'PVG',
  pod: 'ICN',
  weightBreaks: [
    { minKg: 0, price: 5.2 },
    { minKg: 45, price: 4.8 },
  ],
});

const SEA_AND_AIR = new Map<string, 'sea' | 'air'>([
  ['CNSHA', 'sea'],
  ['KRPUS', 'sea'],
  ['PVG', 'air'],
  ['ICN', 'air'],
]);

/** What the database hands back for stored values: numerics as text, jsonb parsed. */
function storedRow(rate: PartnerRateInput): RateRow {
  const values = toRateValues(rate, new Date('2026-03-01T00:00:00Z'));
  const decimal = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: 'rate_1',
    partner_id: 'ptn_1',
    partner_name: 'Blue Ocean Logistics',
    freight_type: values.freight_type,
    pol: values.pol,
    pod: values.pod,
    carrier: values.carrier,
    transit_days: values.transit_days,
    valid_from: values.valid_from,
    valid_to: values.valid_to,
    currency: values.currency,
    container_type: values.container_type ?? null,
    price: decimal(values.price),
    weight_breaks: values.weight_breaks ? JSON.parse(values.weight_breaks) : null,
    min_charge: decimal(values.min_charge),
    local_charges: JSON.parse(values.local_charges ?? '[]'),
    created_at: new Date('2026-03-01T00:00:00Z'),
    updated_at: new Date('2026-03-02T00:00:00Z'),
  };
}

describe('checkRateLocations', () => {
  it('sea freight between ports and air freight between airports pass', () => {
    expect(locationKindFor('FCL')).toBe('sea');
    expect(locationKindFor('LCL')).toBe('sea');
    expect(locationKindFor('AIR')).toBe('air');
    expect(checkRateLocations(FCL, SEA_AND_AIR, 'ko')).toEqual({});
    expect(checkRateLocations(LCL, SEA_AND_AIR, 'ko')).toEqual({});
    expect(checkRateLocations(AIR, SEA_AND_AIR, 'ko')).toEqual({});
  });

  it('names unknown codes and codes of the wrong kind, in the language asked', () => {
    expect(checkRateLocations({ freightType: 'FCL', pol: 'PVG', pod: 'XXXXX' }, SEA_AND_AIR, 'ko')).toEqual({
      pol: RATE_FIELD_MESSAGES.ko.seaLocation,
      pod: RATE_FIELD_MESSAGES.ko.unknownLocation,
    });
    expect(checkRateLocations({ freightType: 'AIR', pol: 'CNSHA', pod: 'ICN' }, SEA_AND_AIR, 'en')).toEqual({
      pol: 'Air freight (AIR) needs an airport code',
    });
    expect(checkRateLocations({ freightType: 'LCL', pol: 'CNSHA', pod: 'ICN' }, new Map(), 'en')).toEqual({
      pol: 'Unknown port or airport code',
      pod: 'Unknown port or airport code',
    });
  });
});

describe('storing and presenting a rate', () => {
  it('keeps only the columns of the freight type, money as exact text', () => {
    expect(toRateValues(FCL, new Date(0))).toMatchObject({
      freight_type: 'FCL',
      container_type: '40HQ',
      price: '780.50',
      weight_breaks: null,
      min_charge: null,
    });
    expect(toRateValues(LCL, new Date(0))).toMatchObject({
      container_type: null,
      price: '45.00',
      weight_breaks: null,
      min_charge: '45.00',
    });
    const air = toRateValues(AIR, new Date(0));
    expect(air).toMatchObject({ container_type: null, price: null });
    expect(JSON.parse(air.weight_breaks ?? 'null')).toEqual(
      AIR.freightType === 'AIR' ? AIR.weightBreaks : null,
    );
  });

  it.each([FCL, LCL, AIR])('answers a stored $freightType rate as it was given', (rate) => {
    const presented = presentRate(storedRow(rate));
    expect(presented).toEqual({
      ...rate,
      minCharge: rate.minCharge ?? null,
      id: 'rate_1',
      partner: { id: 'ptn_1', name: 'Blue Ocean Logistics' },
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-02T00:00:00.000Z',
    });
  });

  it('reads stored JSON defensively', () => {
    expect(readWeightBreaks(null)).toEqual([]);
    expect(readWeightBreaks([{ minKg: '45', price: '4.80' }, 'junk'])).toEqual([{ minKg: 45, price: 4.8 }]);
    expect(readLocalCharges({})).toEqual([]);
    expect(
      readLocalCharges([
        { code: 'DOC', name: 'DOC fee', side: 'destination', unit: 'BL', price: '50000', currency: 'KRW' },
        // A charge without a valid code (never written since 0068) still reads, as OTHER.
        { code: 'NOPE', side: 'origin', unit: 'BL', price: 5, currency: 'USD' },
      ]),
    ).toEqual([
      { code: 'DOC', name: 'DOC fee', side: 'destination', unit: 'BL', price: 50000, currency: 'KRW' },
      { code: 'OTHER', side: 'origin', unit: 'BL', price: 5, currency: 'USD' },
    ]);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-01', 0, '2026-03-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-01', 90, '2026-05-30'],
  ])('%s + %i = %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });
});
