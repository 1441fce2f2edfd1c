import { describe, expect, test } from 'vitest';
import { PACKING_BOXES, packingBoxLabel, suggestPackingBox } from './packing-boxes.ts';
import { checkPackScan, isPackComplete, packScanDifferences } from './packing-scan.ts';

const lines = [
  { id: 'sku_soap', barcode: '8801234567893', quantity: 2 },
  { id: 'sku_towel', barcode: '8809876543212', quantity: 1 },
];

describe('packing station scans', () => {
  test('count an item the order takes, up to its quantity', () => {
    expect(checkPackScan(lines, {}, ' 8801234567893 ')).toEqual({
      ok: true,
      skuId: 'sku_soap',
      scanned: 1,
      complete: false,
    });
    expect(checkPackScan(lines, { sku_soap: 1 }, '8801234567893')).toEqual({
      ok: true,
      skuId: 'sku_soap',
      scanned: 2,
      complete: true,
    });
  });

  test('refuse an item the order does not take, and one more of a complete line', () => {
    expect(checkPackScan(lines, {}, '8800000000000')).toEqual({ ok: false, reason: 'wrongItem' });
    expect(checkPackScan(lines, { sku_soap: 2 }, '8801234567893')).toEqual({
      ok: false,
      reason: 'overScan',
      skuId: 'sku_soap',
    });
  });

  test('are complete when every line is scanned exactly', () => {
    expect(isPackComplete(lines, { sku_soap: 2 })).toBe(false);
    expect(isPackComplete(lines, { sku_soap: 2, sku_towel: 1 })).toBe(true);
  });

  test('differ from the order per SKU (the server’s check), split entries summed', () => {
    expect(
      packScanDifferences(lines, [
        { skuId: 'sku_soap', quantity: 1 },
        { skuId: 'sku_soap', quantity: 1 },
        { skuId: 'sku_towel', quantity: 1 },
      ]),
    ).toEqual({});
    expect(
      packScanDifferences(lines, [
        { skuId: 'sku_soap', quantity: 3 },
        { skuId: 'sku_cup', quantity: 1 },
      ]),
    ).toEqual({ sku_soap: [3, 2], sku_towel: [0, 1], sku_cup: [1, 0] });
  });
});

describe('packing boxes', () => {
  test('suggest the smallest box whose allowance takes the pieces', () => {
    expect(suggestPackingBox(1)).toBe('B1');
    expect(suggestPackingBox(2)).toBe('B2');
    expect(suggestPackingBox(3)).toBe('B3');
    expect(suggestPackingBox(8)).toBe('B4');
    expect(suggestPackingBox(15)).toBe('B5');
    expect(suggestPackingBox(400)).toBe('B6');
  });

  test('grow from one number to the next', () => {
    for (let i = 1; i < PACKING_BOXES.length; i++) {
      const [a, b] = [PACKING_BOXES[i - 1], PACKING_BOXES[i]];
      const volume = (box: typeof a) => (box ? box.mm[0] * box.mm[1] * box.mm[2] : 0);
      expect(volume(b)).toBeGreaterThan(volume(a));
    }
  });

  test('read as the floor names them', () => {
    expect(packingBoxLabel('B3', 'ko')).toBe('3호 (340×250×210 mm)');
    expect(packingBoxLabel('B3', 'en')).toBe('No. 3 (340×250×210 mm)');
  });
});
