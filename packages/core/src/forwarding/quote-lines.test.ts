import { describe, expect, it } from 'vitest';
import { currenciesOf, lineAmount, MissingExchangeRateError, priceLine, quoteTotals } from './quote-lines.ts';

const RATES = { USD: '1380.5', CNY: '190.25', JPY: '9.123456', EUR: 1500 };

describe('lineAmount', () => {
  it('multiplies exactly and rounds to the cent, half away from zero', () => {
    expect(lineAmount(160, 4.5)).toBe(720);
    expect(lineAmount(1.5, 2.675)).toBe(4.01); // 4.0125
    expect(lineAmount(6.154, 5.25)).toBe(32.31); // 32.3085
    expect(lineAmount(0.005, 1)).toBe(0.01);
    expect(lineAmount(1, -0.005)).toBe(-0.01);
    // Math.round(1.005 * 100) / 100 is 1 in floating point.
    expect(lineAmount(1, 1.005)).toBe(1.01);
    expect(lineAmount(3, 0.1)).toBe(0.3);
    expect(lineAmount(7.2, '45')).toBe(324);
    expect(lineAmount(0, 99)).toBe(0);
  });

  it('prices a line without touching its other fields', () => {
    const line = { name: 'THC', unit: 'CNTR' as const, quantity: 2, unitPrice: 130_000, currency: 'KRW' };
    expect(priceLine(line)).toEqual({ ...line, amount: 260_000 });
  });
});

describe('quoteTotals', () => {
  it('sums amounts × KRW rates exactly and rounds once to the won; USD to the cent', () => {
    const lines = [
      { amount: 768, currency: 'USD' },
      { amount: 150_000, currency: 'KRW' },
      { amount: 0.1, currency: 'USD' },
      { amount: 0.1, currency: 'USD' },
      { amount: 0.1, currency: 'USD' },
    ];
    // 1,060,224 + 150,000 + 414.15 = 1,210,638.15 → ₩1,210,638 → $876.96 (876.9561…).
    expect(quoteTotals(lines, RATES)).toEqual({ totalKRW: 1_210_638, totalUSD: 876.96 });
  });

  it('rounds the sum, not each line', () => {
    // 0.4 + 0.4 won per line: per-line rounding would give 0, the sum 0.8 gives 1.
    const lines = [
      { amount: 0.4, currency: 'KRW' },
      { amount: 0.4, currency: 'KRW' },
    ];
    expect(quoteTotals(lines, RATES).totalKRW).toBe(1);
  });

  it('rounds halves away from zero', () => {
    expect(quoteTotals([{ amount: 0.5, currency: 'KRW' }], RATES).totalKRW).toBe(1);
    expect(quoteTotals([{ amount: -0.5, currency: 'KRW' }], RATES).totalKRW).toBe(-1);
    // ₩2 ÷ 4 = $0.005 → $0.01.
    expect(quoteTotals([{ amount: 2, currency: 'KRW' }], { USD: '400' })).toEqual({
      totalKRW: 2,
      totalUSD: 0.01,
    });
  });

  it('converts every currency at its own rate (JPY per one yen)', () => {
    expect(quoteTotals([{ amount: 10_000, currency: 'JPY' }], RATES).totalKRW).toBe(91_235); // 91,234.56
    expect(quoteTotals([{ amount: 100, currency: 'EUR' }], RATES).totalKRW).toBe(150_000);
    expect(quoteTotals([{ amount: 1000, currency: 'CNY' }], RATES).totalKRW).toBe(190_250);
  });

  it('does not pick up floating-point error over many lines', () => {
    const lines = Array.from({ length: 1000 }, () => ({ amount: 0.1, currency: 'USD' }));
    // 100 USD exactly: ₩138,050 and $100.00.
    expect(quoteTotals(lines, RATES)).toEqual({ totalKRW: 138_050, totalUSD: 100 });
  });

  it('is 0 without lines and treats KRW as 1 even when the rates omit it', () => {
    expect(quoteTotals([], RATES)).toEqual({ totalKRW: 0, totalUSD: 0 });
    expect(quoteTotals([{ amount: 33_000, currency: 'KRW' }], { USD: '1380.5' })).toEqual({
      totalKRW: 33_000,
      totalUSD: 23.9,
    });
  });

  it('reads rates to six decimals', () => {
    expect(quoteTotals([{ amount: 1_000_000, currency: 'USD' }], { USD: '1380.1234567' }).totalKRW).toBe(
      1_380_123_457,
    );
  });

  it('throws MissingExchangeRateError for a currency without a rate, USD included', () => {
    expect(() => quoteTotals([{ amount: 1, currency: 'GBP' }], RATES)).toThrow(MissingExchangeRateError);
    try {
      quoteTotals([{ amount: 1, currency: 'KRW' }], { CNY: '190' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MissingExchangeRateError);
      expect((error as MissingExchangeRateError).currency).toBe('USD');
    }
    expect(() => quoteTotals([{ amount: 1, currency: 'CNY' }], { USD: '1', CNY: '0' })).toThrow(
      MissingExchangeRateError,
    );
    // An inherited property is not a rate.
    expect(() => quoteTotals([{ amount: 1, currency: 'toString' }], RATES)).toThrow(MissingExchangeRateError);
  });

  it('lists the currencies a quote needs rates for', () => {
    expect(
      currenciesOf([{ currency: 'KRW' }, { currency: 'CNY' }, { currency: 'USD' }, { currency: 'CNY' }]),
    ).toEqual(['CNY', 'USD']);
    expect(currenciesOf([])).toEqual(['USD']);
  });
});
