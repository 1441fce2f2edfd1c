import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/to-field-errors.ts';
import {
  CONTAINER_TYPES,
  FREIGHT_TYPES,
  partnerRateInputSchema,
  RATE_FIELD_MESSAGES,
  rateAmountSchema,
  rateImportRequestSchema,
  rateLocationCodeSchema,
  weightBreakListSchema,
} from './rates.ts';

const common = {
  pol: 'CNSHA',
  pod: 'KRPUS',
  carrier: 'HMM',
  transitDays: 2,
  validFrom: '2026-03-01',
  validTo: '2026-05-31',
  currency: 'USD',
};
const fcl = { ...common, freightType: 'FCL', containerType: '20DRY', price: 400 };
const lcl = { ...common, freightType: 'LCL', price: 45.5, minCharge: 45 };
const air = {
  ...common,
  pol: 'PVG',
  pod: 'ICN',
  freightType: 'AIR',
  weightBreaks: [
    { minKg: 0, price: 5.2 },
    { minKg: 45, price: 4.8 },
  ],
};

const errors = (value: unknown, lang: 'ko' | 'en' = 'en') => {
  const result = partnerRateInputSchema.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error, lang, value);
};

describe('partner rate contract', () => {
  it('lists the freight and container types', () => {
    expect(FREIGHT_TYPES).toEqual(['FCL', 'LCL', 'AIR']);
    expect(CONTAINER_TYPES).toEqual(['20DRY', '40DRY', '40HQ']);
  });

  it.each([fcl, lcl, air])('accepts a $freightType rate and fills in no local charges', (rate) => {
    const parsed = partnerRateInputSchema.parse(rate);
    expect(parsed.localCharges).toEqual([]);
    expect(parsed.freightType).toBe(rate.freightType);
  });

  it('upper-cases and trims location and currency codes', () => {
    expect(partnerRateInputSchema.parse({ ...fcl, pol: ' cnsha ', pod: 'krpus' })).toMatchObject({
      pol: 'CNSHA',
      pod: 'KRPUS',
    });
    expect(partnerRateInputSchema.parse({ ...fcl, currency: ' usd ' }).currency).toBe('USD');
    expect(rateLocationCodeSchema.safeParse('KR-PUS').success).toBe(false);
    expect(rateLocationCodeSchema.safeParse('IC').success).toBe(false);
    expect(rateLocationCodeSchema.safeParse('KRPU1').success).toBe(false);
  });

  it('requires the fields of the freight type and refuses the others', () => {
    expect(errors({ ...common, freightType: 'FCL', price: 1 })).toEqual({
      containerType: 'Must be one of: 20DRY, 40DRY, 40HQ',
    });
    expect(errors({ ...common, freightType: 'LCL', containerType: '20DRY', price: 1 })).toEqual({
      containerType: 'Unknown field',
    });
    expect(errors({ ...common, freightType: 'AIR', price: 3 })).toEqual({
      price: 'Unknown field',
      weightBreaks: 'This field is required',
    });
    expect(errors({ ...common, freightType: 'SEA' })).toEqual({
      freightType: 'Must be one of: FCL, LCL, AIR',
    });
  });

  it('says what is wrong in Korean and English', () => {
    const bad = {
      ...fcl,
      pod: 'CNSHA',
      price: 1.005,
      validTo: '2026-02-01',
      transitDays: 121,
      currency: 'XXX',
    };
    expect(errors(bad, 'ko')).toEqual({
      price: RATE_FIELD_MESSAGES.ko.twoDecimals,
      transitDays: '120 이하여야 합니다',
      currency: RATE_FIELD_MESSAGES.ko.currencyCode,
      pod: '출발지와 도착지는 달라야 합니다',
      validTo: '유효 종료일은 시작일과 같거나 이후여야 합니다',
    });
    // A value of the wrong type stops the cross-field rules until it is fixed.
    expect(errors({ ...fcl, pod: 'CNSHA', transitDays: 'two' }, 'ko')).toEqual({
      transitDays: '숫자를 입력해 주세요',
    });
    expect(errors({ ...fcl, pod: 'CNSHA', validTo: '2026-02-01' }, 'ko')).toEqual({
      pod: '출발지와 도착지는 달라야 합니다',
      validTo: '유효 종료일은 시작일과 같거나 이후여야 합니다',
    });
    expect(errors({ ...fcl, pod: 'CNSHA', validTo: '2026-02-01' }, 'en')).toEqual({
      pod: 'Origin and destination must differ',
      validTo: 'Must be on or after the start date',
    });
  });

  it('accepts a one-day validity and refuses impossible dates', () => {
    expect(errors({ ...fcl, validTo: fcl.validFrom })).toEqual({});
    expect(errors({ ...fcl, validFrom: '2026-02-30' })).toEqual({ validFrom: 'Must be a valid date' });
  });

  it('keeps money to two decimals, zero or more', () => {
    expect(rateAmountSchema.safeParse(0).success).toBe(true);
    expect(rateAmountSchema.safeParse(12.34).success).toBe(true);
    expect(rateAmountSchema.safeParse(4.1).success).toBe(true);
    expect(rateAmountSchema.safeParse(12.345).success).toBe(false);
    expect(rateAmountSchema.safeParse(-1).success).toBe(false);
    expect(rateAmountSchema.safeParse(Number.NaN).success).toBe(false);
    expect(rateAmountSchema.safeParse(1e13).success).toBe(false);
  });

  it('wants weight breaks strictly ascending, at least one and at most twenty', () => {
    expect(weightBreakListSchema.safeParse([]).success).toBe(false);
    expect(weightBreakListSchema.safeParse([{ minKg: 10, price: 1 }]).success).toBe(true);
    const many = Array.from({ length: 21 }, (_, i) => ({ minKg: i, price: 1 }));
    expect(weightBreakListSchema.safeParse(many).success).toBe(false);
    expect(
      errors({
        ...air,
        weightBreaks: [
          { minKg: 0, price: 5 },
          { minKg: 100, price: 4 },
          { minKg: 45, price: 4.5 },
          { minKg: 45, price: 4.4 },
        ],
      }),
    ).toEqual({
      'weightBreaks.2.minKg': RATE_FIELD_MESSAGES.en.weightBreakOrder,
      'weightBreaks.3.minKg': RATE_FIELD_MESSAGES.en.weightBreakOrder,
    });
    expect(errors({ ...air, weightBreaks: [{ minKg: -1, price: 5 }] })).toEqual({
      'weightBreaks.0.minKg': 'Must be at least 0',
    });
  });

  it('checks local charges and allows at most thirty', () => {
    const charge = { code: 'THC', name: 'O/THC', side: 'origin', unit: 'CNTR', price: 850, currency: 'CNY' };
    expect(errors({ ...fcl, localCharges: [charge] })).toEqual({});
    expect(errors({ ...fcl, localCharges: Array.from({ length: 31 }, () => charge) })).toEqual({
      localCharges: 'Must have at most 30 items',
    });
    expect(
      errors({
        ...fcl,
        localCharges: [{ ...charge, name: 'A|B', side: 'both', unit: 'BOX', currency: 'US$' }],
      }),
    ).toEqual({
      'localCharges.0.name': RATE_FIELD_MESSAGES.en.chargeName,
      'localCharges.0.side': 'Must be one of: origin, destination',
      'localCharges.0.unit': 'Must be one of: BL, CNTR, RT, KG',
      'localCharges.0.currency': RATE_FIELD_MESSAGES.en.currencyCode,
    });
  });

  it('needs a charge code of the catalogue on every local charge; the name is optional (issue 18)', () => {
    const { name: _name, ...unnamed } = {
      code: 'DOC',
      name: 'x',
      side: 'destination',
      unit: 'BL',
      price: 1,
      currency: 'KRW',
    };
    expect(errors({ ...fcl, localCharges: [unnamed] })).toEqual({});
    const { code: _code, ...uncoded } = unnamed;
    expect(Object.keys(errors({ ...fcl, localCharges: [{ ...uncoded, name: 'THC' }] }))).toEqual([
      'localCharges.0.code',
    ]);
    expect(Object.keys(errors({ ...fcl, localCharges: [{ ...unnamed, code: 'THC40' }] }))).toEqual([
      'localCharges.0.code',
    ]);
    const parsed = partnerRateInputSchema.parse({ ...fcl, localCharges: [unnamed] });
    expect(parsed.localCharges).toEqual([unnamed]);
  });

  it('imports append by default', () => {
    expect(rateImportRequestSchema.parse({ key: 'u/2026/03/abcdefghij' })).toEqual({
      key: 'u/2026/03/abcdefghij',
      mode: 'append',
    });
    expect(rateImportRequestSchema.safeParse({ key: 'u/2026/03/abcdefghij', mode: 'merge' }).success).toBe(
      false,
    );
  });
});
