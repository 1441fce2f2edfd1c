import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, isCurrencyCode } from './currency-codes.ts';

describe('CURRENCY_CODES', () => {
  it('holds about 160 codes', () => {
    expect(CURRENCY_CODES.length).toBeGreaterThanOrEqual(150);
    expect(CURRENCY_CODES.length).toBeLessThanOrEqual(180);
  });

  it('starts with USD, CNY, EUR, JPY, GBP and lists the rest alphabetically', () => {
    expect(CURRENCY_CODES.slice(0, 5)).toEqual(['USD', 'CNY', 'EUR', 'JPY', 'GBP']);
    const rest = CURRENCY_CODES.slice(5);
    expect(rest).toEqual([...rest].sort());
  });

  it('has no duplicates and only three uppercase letters per code', () => {
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    for (const code of CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('includes the won and the currencies of the main trading partners', () => {
    for (const code of ['KRW', 'HKD', 'SGD', 'VND', 'THB', 'AUD', 'CAD', 'TWD', 'INR']) {
      expect(CURRENCY_CODES).toContain(code);
    }
  });

  it('leaves out withdrawn currencies and non-trade units', () => {
    for (const code of ['HRK', 'ANG', 'BGN', 'ZWL', 'SLL', 'CUC', 'XAU', 'XDR', 'XXX', 'XTS', 'BOV']) {
      expect(CURRENCY_CODES).not.toContain(code);
    }
  });

  it('holds only codes the runtime knows (VED is newer than the ICU currency data)', () => {
    const known = new Set(Intl.supportedValuesOf('currency'));
    expect(CURRENCY_CODES.filter((code) => !known.has(code) && code !== 'VED')).toEqual([]);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(CURRENCY_CODES)).toBe(true);
  });
});

describe('isCurrencyCode', () => {
  it('accepts listed codes exactly, in uppercase', () => {
    expect(CURRENCY_CODES.every(isCurrencyCode)).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode(' USD')).toBe(false);
    expect(isCurrencyCode('XXX')).toBe(false);
    expect(isCurrencyCode('')).toBe(false);
    expect(isCurrencyCode(null)).toBe(false);
    expect(isCurrencyCode(840)).toBe(false);
    expect(isCurrencyCode('USD'.repeat(100_000))).toBe(false);
  });
});
