import { describe, expect, it } from 'vitest';
import {
  barcodeProblem,
  barcodeTypeOf,
  ean13CheckDigit,
  generatedBarcode,
  isValidEan13,
  isValidUpcA,
} from './barcodes.ts';

describe('barcodes', () => {
  it('checks EAN-13 digits (FULFILLMENT.md examples)', () => {
    expect(isValidEan13('8801234567893')).toBe(true);
    expect(isValidEan13('8801234567890')).toBe(false);
    expect(ean13CheckDigit('880123456789')).toBe(3);
    expect(isValidEan13('4006381333931')).toBe(true);
  });

  it('checks UPC-A as EAN-13 with a leading zero', () => {
    expect(isValidUpcA('036000291452')).toBe(true);
    expect(isValidUpcA('036000291453')).toBe(false);
  });

  it('types a barcode by its shape', () => {
    expect(barcodeTypeOf('8801234567893')).toBe('EAN13');
    expect(barcodeTypeOf('036000291452')).toBe('UPCA');
    expect(barcodeTypeOf('88012345')).toBe('CODE128');
    expect(barcodeTypeOf('SKU-001')).toBe('CODE128');
  });

  it('says what is wrong with a barcode', () => {
    expect(barcodeProblem('8801234567893')).toBeNull();
    expect(barcodeProblem('8801234567890')).toBe('checkDigit');
    expect(barcodeProblem('036000291453')).toBe('checkDigit');
    expect(barcodeProblem('SKU-001 A')).toBeNull();
    expect(barcodeProblem('상품001')).toBe('characters');
    expect(barcodeProblem('')).toBe('length');
    expect(barcodeProblem('X'.repeat(49))).toBe('length');
  });

  it('generates Code 128 values that are never EAN or UPC shaped', () => {
    const value = generatedBarcode(new Uint8Array(10).fill(7));
    expect(value).toMatch(/^BR[0-9A-Z]{10}$/);
    expect(barcodeTypeOf(value)).toBe('CODE128');
    expect(barcodeProblem(value)).toBeNull();
    expect(() => generatedBarcode(new Uint8Array(3))).toThrow(RangeError);
  });
});
