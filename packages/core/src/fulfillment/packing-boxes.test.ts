import { describe, expect, test } from 'vitest';
import { PACKING_FILL_RATIO, suggestPackingBox, suggestPackingBoxBySize } from './packing-boxes.ts';

const sized = (quantity: number, lengthMm: number, widthMm: number, heightMm: number) => ({
  quantity,
  lengthMm,
  widthMm,
  heightMm,
});

describe('suggestPackingBoxBySize', () => {
  test('many small pieces stay in the small box the piece count would have outgrown', () => {
    // 100×100×50 mm = 0.5 L each; 1호 takes 220×190×90 × 0.8 ≈ 3.01 L.
    expect(suggestPackingBoxBySize([sized(6, 100, 100, 50)])).toEqual({
      code: 'B1',
      basis: 'size',
      fits: true,
    });
    expect(suggestPackingBox(6)).toBe('B4');
    expect(suggestPackingBoxBySize([sized(7, 100, 100, 50)]).code).toBe('B2');
  });

  test('one bulky piece takes a large box the piece count would have called 1호', () => {
    expect(suggestPackingBoxBySize([sized(1, 400, 300, 250)])).toEqual({
      code: 'B5',
      basis: 'size',
      fits: true,
    });
  });

  test('keeps a packing margin: goods exactly the size of a box need the next one', () => {
    expect(suggestPackingBoxBySize([sized(1, 220, 190, 90)]).code).toBe('B2');
    expect(PACKING_FILL_RATIO).toBeLessThan(1);
  });

  test('the longest side must fit the box’s longest side, whatever the volume', () => {
    // A 0.75 L rod fits 1호 by volume, but 300 mm is longer than 1호 (220) and 2호 (270).
    expect(suggestPackingBoxBySize([sized(1, 50, 300, 50)]).code).toBe('B3');
  });

  test('sums the volume over every line and its quantity', () => {
    // 4 × 2 L + 2 × 1 L = 10 L: past 2호 (5.8 L usable), within 3호 (14.3 L).
    expect(suggestPackingBoxBySize([sized(4, 200, 100, 100), sized(2, 100, 100, 100)]).code).toBe('B3');
  });

  test('falls back to the piece count when any item’s size is unknown', () => {
    expect(
      suggestPackingBoxBySize([
        sized(3, 100, 100, 50),
        { quantity: 1, lengthMm: null, widthMm: null, heightMm: null },
      ]),
    ).toEqual({ code: suggestPackingBox(4), basis: 'pieces', fits: true });
    expect(suggestPackingBoxBySize([{ quantity: 2, lengthMm: 100, widthMm: 100 }])).toEqual({
      code: 'B2',
      basis: 'pieces',
      fits: true,
    });
  });

  test('says when nothing fits one box: the largest, fits false', () => {
    expect(suggestPackingBoxBySize([sized(1, 600, 100, 100)])).toEqual({
      code: 'B6',
      basis: 'size',
      fits: false,
    });
    expect(suggestPackingBoxBySize([sized(20, 200, 200, 200)])).toEqual({
      code: 'B6',
      basis: 'size',
      fits: false,
    });
  });

  test('ignores lines with nothing to pack; nothing at all is the smallest box', () => {
    expect(suggestPackingBoxBySize([sized(0, 600, 600, 600), sized(1, 100, 100, 50)]).code).toBe('B1');
    expect(suggestPackingBoxBySize([]).code).toBe('B1');
  });
});
