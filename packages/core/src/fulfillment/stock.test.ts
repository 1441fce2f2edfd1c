import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '../contracts/fulfillment-common.ts';
import { MAX_ORDER_SKU_LINES, ORDER_UNIT_LIMITS } from '../contracts/shipping-orders.ts';
import {
  kitsAvailable,
  normalizeLocationCode,
  splitAcrossLocations,
  sumOrderUnits,
  sumStock,
} from './stock.ts';

describe('stock rules', () => {
  it('sums balances', () => {
    expect(
      sumStock([
        { onHand: 5, reserved: 2 },
        { onHand: 3, reserved: 3 },
      ]),
    ).toEqual({
      onHand: 8,
      reserved: 5,
      available: 3,
    });
  });

  it('counts whole kits', () => {
    expect(
      kitsAvailable([
        { quantity: 2, available: 7 },
        { quantity: 1, available: 10 },
      ]),
    ).toBe(3);
    expect(kitsAvailable([{ quantity: 2, available: 1 }])).toBe(0);
    expect(kitsAvailable([{ quantity: 1, available: -3 }])).toBe(0);
    expect(kitsAvailable([])).toBe(0);
  });

  it('splits a need across locations in order, skipping empty ones', () => {
    const a = { id: 'a', free: 3 };
    const b = { id: 'b', free: 0 };
    const c = { id: 'c', free: 5 };
    expect(splitAcrossLocations(6, [a, b, c])).toEqual([
      { location: a, take: 3 },
      { location: c, take: 3 },
    ]);
    expect(splitAcrossLocations(2, [a, c])).toEqual([{ location: a, take: 2 }]);
    expect(splitAcrossLocations(9, [a, b, c])).toBeNull();
  });

  it('sums exploded items per SKU in id order, within the order limits', () => {
    const limits = { unitsPerSku: 10, skuLines: 3 };
    const kit = (n: number) => ({
      components: [
        { skuId: 's2', quantity: 2 * n },
        { skuId: 's1', quantity: n },
      ],
    });
    expect(sumOrderUnits([{ components: [{ skuId: 's2', quantity: 1 }] }, kit(3)], limits)).toEqual({
      ok: true,
      lines: [
        { skuId: 's1', quantity: 3 },
        { skuId: 's2', quantity: 7 },
      ],
    });
    // Exactly at the limits is fine; one more unit of s2 (summed over items) or a fourth SKU is not.
    expect(sumOrderUnits([kit(5)], limits).ok).toBe(true);
    expect(sumOrderUnits([kit(4), { components: [{ skuId: 's2', quantity: 3 }] }], limits)).toEqual({
      ok: false,
      unitsOver: [1],
      linesOver: false,
    });
    const four = ['a', 'b', 'c', 'd'].map((skuId) => ({ components: [{ skuId, quantity: 1 }] }));
    expect(sumOrderUnits(four, limits)).toEqual({ ok: false, unitsOver: [], linesOver: true });
  });

  it('is checked against the contract limits', () => {
    expect(ORDER_UNIT_LIMITS).toEqual({ unitsPerSku: MAX_QUANTITY, skuLines: MAX_ORDER_SKU_LINES });
  });

  it('tidies scanned location codes', () => {
    expect(normalizeLocationCode(' a-01-02-03-04 ')).toBe('A-01-02-03-04');
    expect(normalizeLocationCode('Ａ－０１－０２－０３－０４')).toBe('A-01-02-03-04');
  });
});
