import { describe, expect, it } from 'vitest';
import { formatNumber, formatQuantity, parseAmount } from './numbers.ts';

describe('numbers', () => {
  it('groups with commas and drops needless zeros', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1234.56789)).toBe('1,234.568');
    expect(formatNumber(2, { minFractionDigits: 2 })).toBe('2.00');
    expect(formatNumber(1.23456, { maxFractionDigits: 1 })).toBe('1.2');
    expect(formatQuantity(0.125)).toBe('0.125');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('reads what a person typed', () => {
    expect(parseAmount('1,234.5')).toBe(1234.5);
    expect(parseAmount(' 1 200 ')).toBe(1200);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('12a')).toBeUndefined();
  });
});
