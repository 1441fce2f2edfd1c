import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/to-field-errors.ts';
import { createBidRequestSchema, MAX_BID_MEMO_LENGTH } from './bids.ts';
import { CARGO_LIMITS, searchEstimateRequestSchema } from './estimates.ts';

const lcl = (pkg: Record<string, number>, extra: Record<string, unknown> = {}) => ({
  freightType: 'LCL',
  pol: 'CNSHA',
  pod: 'KRPUS',
  incoterms: 'FOB',
  cargoReadyDate: '2026-12-20',
  packages: [{ length: 100, width: 100, height: 100, weight: 100, quantity: 1, ...pkg }],
  ...extra,
});
const fcl = (quantity: number) => ({
  freightType: 'FCL',
  pol: 'CNSHA',
  pod: 'KRPUS',
  incoterms: 'FOB',
  cargoReadyDate: '2026-12-20',
  containers: [{ type: '40HQ', quantity }],
});

/** The field messages of a body in Korean and English, as the server would answer them. */
function fieldsOf(schema: typeof searchEstimateRequestSchema | typeof createBidRequestSchema, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ko: {}, en: {} };
  return { ko: toFieldErrors(parsed.error, 'ko', body), en: toFieldErrors(parsed.error, 'en', body) };
}

describe('CARGO_LIMITS in the contracts (the same for the quote search and the bid request)', () => {
  for (const schema of [searchEstimateRequestSchema, createBidRequestSchema]) {
    const name = schema === searchEstimateRequestSchema ? 'search' : 'bid';

    it(`${name}: takes every limit itself`, () => {
      const { packageDimensionCm, packageWeightKg, packageQuantity, containerQuantity } = CARGO_LIMITS;
      expect(
        schema.safeParse(
          lcl({
            length: packageDimensionCm.max,
            weight: packageWeightKg.max,
            quantity: packageQuantity.max,
          }),
        ).success,
      ).toBe(true);
      expect(schema.safeParse(fcl(containerQuantity.max)).success).toBe(true);
      expect(schema.safeParse(fcl(containerQuantity.min)).success).toBe(true);
    });

    it(`${name}: refuses a negative or too large count instead of reading it otherwise`, () => {
      expect(fieldsOf(schema, fcl(-3)).ko).toEqual({ 'containers.0.quantity': '1 이상이어야 합니다' });
      expect(fieldsOf(schema, fcl(99_999)).en).toEqual({ 'containers.0.quantity': 'Must be at most 999' });
      expect(fieldsOf(schema, lcl({ quantity: -3 })).en).toEqual({
        'packages.0.quantity': 'Must be at least 1',
      });
      expect(fieldsOf(schema, lcl({ quantity: 10_000 })).ko).toEqual({
        'packages.0.quantity': '9,999 이하여야 합니다',
      });
    });

    it(`${name}: refuses a weight of 1e9 and a measure beyond the limit`, () => {
      expect(fieldsOf(schema, lcl({ weight: 1e9 })).en).toEqual({
        'packages.0.weight': 'Must be at most 50,000',
      });
      expect(fieldsOf(schema, lcl({ height: CARGO_LIMITS.packageDimensionCm.max + 0.1 })).ko).toEqual({
        'packages.0.height': '2,000 이하여야 합니다',
      });
      expect(Object.keys(fieldsOf(schema, lcl({ weight: Number.NaN })).en)).toEqual(['packages.0.weight']);
    });
  }

  it('bid: refuses a commodity and a memo longer than their limits, keeps them at the limit', () => {
    const base = fcl(1);
    const atLimit = {
      ...base,
      cargoDescription: 'a'.repeat(CARGO_LIMITS.descriptionLength),
      memo: '가'.repeat(MAX_BID_MEMO_LENGTH),
    };
    expect(createBidRequestSchema.safeParse(atLimit).success).toBe(true);
    const over = { ...atLimit, cargoDescription: `${atLimit.cargoDescription}a`, memo: `${atLimit.memo}가` };
    expect(fieldsOf(createBidRequestSchema, over).en).toEqual({
      cargoDescription: 'Must be at most 1,000 characters',
      memo: 'Must be at most 2,000 characters',
    });
  });
});
