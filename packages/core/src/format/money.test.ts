import { describe, expect, it } from 'vitest';
import { currencyFractionDigits, formatExchangeRate, formatMoney, formatUnitPrice } from './money.ts';

describe('money: one rule everywhere', () => {
  it('writes won as 원 in Korean and with its code in English, whole won', () => {
    expect(formatMoney(1_234_000, 'KRW', 'ko')).toBe('1,234,000원');
    expect(formatMoney(1_234_000, 'KRW', 'en')).toBe('KRW 1,234,000');
    expect(formatMoney(2_540_000.4, 'KRW', 'ko')).toBe('2,540,000원');
    expect(formatMoney(0, 'KRW', 'ko')).toBe('0원');
  });

  it('writes every other currency with its code first, in both languages, to its minor units', () => {
    expect(formatMoney(1234.5, 'USD', 'ko')).toBe('USD 1,234.50');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('USD 1,234.50');
    expect(formatMoney(3000, 'JPY', 'ko')).toBe('JPY 3,000');
    expect(formatMoney(0.5, 'EUR', 'en')).toBe('EUR 0.50');
    expect(formatMoney(1.2345, 'KWD', 'en')).toBe('KWD 1.235');
  });

  it('never shows a symbol', () => {
    for (const currency of ['KRW', 'USD', 'CNY', 'JPY', 'EUR', 'GBP', 'HKD'])
      for (const language of ['ko', 'en'] as const)
        expect(formatMoney(1, currency, language)).not.toMatch(/[₩$¥€£]/);
  });

  it('keeps the minor units of each currency, two for one it does not know', () => {
    expect(currencyFractionDigits('KRW')).toBe(0);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('USD')).toBe(2);
    expect(currencyFractionDigits('KWD')).toBe(3);
    expect(currencyFractionDigits('XYZ')).toBe(2);
    expect(currencyFractionDigits('usd!')).toBe(2);
  });

  it('gives unit prices up to four decimals and at least the currency’s own', () => {
    expect(formatUnitPrice(4.8, 'USD', 'en')).toBe('USD 4.80');
    expect(formatUnitPrice(0.125, 'USD', 'ko')).toBe('USD 0.125');
    expect(formatUnitPrice(0.123456, 'USD', 'ko')).toBe('USD 0.1235');
    expect(formatUnitPrice(150, 'KRW', 'ko')).toBe('150원');
    expect(formatExchangeRate(1380.5, 'ko')).toBe('1,380.5원');
    expect(formatExchangeRate(9.3, 'en')).toBe('KRW 9.3');
  });

  it('answers a non-number with nothing', () => {
    expect(formatMoney(Number.NaN, 'KRW', 'ko')).toBe('');
    expect(formatUnitPrice(Number.POSITIVE_INFINITY, 'USD', 'en')).toBe('');
  });
});
