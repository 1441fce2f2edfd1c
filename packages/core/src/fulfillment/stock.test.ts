import { describe, expect, it } from 'vitest';
import {
  explodeItems,
  kitsAvailable,
  normalizeLocationCode,
  splitAcrossLocations,
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

  it('explodes kits and sums per SKU', () => {
    const kits = new Map([
      [
        'kit',
        [
          { skuId: 's1', quantity: 2 },
          { skuId: 's2', quantity: 1 },
        ],
      ],
    ]);
    expect(
      explodeItems(
        [
          { skuId: 's2', quantity: 1 },
          { groupSkuId: 'kit', quantity: 3 },
        ],
        kits,
      ),
    ).toEqual([
      { skuId: 's2', quantity: 4 },
      { skuId: 's1', quantity: 6 },
    ]);
    expect(() => explodeItems([{ groupSkuId: 'nope', quantity: 1 }], kits)).toThrow(RangeError);
  });

  it('tidies scanned location codes', () => {
    expect(normalizeLocationCode(' a-01-02-03-04 ')).toBe('A-01-02-03-04');
    expect(normalizeLocationCode('Ａ－０１－０２－０３－０４')).toBe('A-01-02-03-04');
  });
});
