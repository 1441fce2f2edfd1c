import { describe, expect, it } from 'vitest';
import { decimalPlaces, divideRounded, formatUnits, roundDecimal, toUnits } from './quote-decimal.ts';

describe('toUnits', () => {
  it.each([
    ['1380.5', 6, 1_380_500_000n],
    [1380.5, 2, 138_050n],
    ['0', 2, 0n],
    ['.5', 1, 5n],
    ['5.', 0, 5n],
    ['+7', 0, 7n],
    ['1e3', 0, 1000n],
    ['2.5e-1', 2, 25n],
    [1e21, 0, 10n ** 21n],
    [1e-7, 8, 10n],
  ] as const)('reads %s at scale %i exactly', (value, scale, expected) => {
    expect(toUnits(value, scale)).toBe(expected);
  });

  it('reads a float by its shortest decimal text, not its binary value', () => {
    expect(toUnits(0.1 + 0.2, 2)).toBe(30n);
    // 1.005 is 1.00499999999999989… in binary; as written it is 1.005 and rounds up.
    expect(toUnits(1.005, 2)).toBe(101n);
  });

  it('rounds extra digits half away from zero', () => {
    expect(toUnits('0.125', 2)).toBe(13n);
    expect(toUnits('-0.125', 2)).toBe(-13n);
    expect(toUnits('0.124999', 2)).toBe(12n);
    expect(toUnits(0.35, 1)).toBe(4n);
    expect(toUnits('-2.5', 0)).toBe(-3n);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', '.', '1.2.3', '1,000'])('refuses %s', (value) => {
    expect(() => toUnits(value as number | string, 2)).toThrow(RangeError);
  });
});

describe('divideRounded', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [3n, 6n, 1n],
    [-3n, 6n, -1n],
    [2n, 6n, 0n],
    [0n, 7n, 0n],
    [7n, 7n, 1n],
  ])('%d ÷ %d → %d', (numerator, denominator, expected) => {
    expect(divideRounded(numerator, denominator)).toBe(expected);
  });

  it('refuses a zero or negative denominator', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
    expect(() => divideRounded(1n, -2n)).toThrow(RangeError);
  });
});

describe('formatUnits', () => {
  it.each([
    [138_050n, 2, '1380.5'],
    [5n, 3, '0.005'],
    [-5n, 3, '-0.005'],
    [100n, 2, '1'],
    [0n, 2, '0'],
    [123n, 0, '123'],
  ])('%d at scale %i → %s', (units, scale, expected) => {
    expect(formatUnits(units, scale)).toBe(expected);
  });
});

describe('roundDecimal', () => {
  it('rounds the decimal as written, half away from zero', () => {
    expect(roundDecimal(2.675, 2)).toBe(2.68);
    expect(roundDecimal(-2.5, 0)).toBe(-3);
    expect(roundDecimal('1234.5678', 3)).toBe(1234.568);
  });
});

describe('decimalPlaces', () => {
  it.each([
    [1.25, 2],
    [100, 0],
    [1e-7, 7],
    [1e21, 0],
    [0.1 + 0.2, 17],
    [Number.NaN, Number.POSITIVE_INFINITY],
  ])('%d has %d', (value, expected) => {
    expect(decimalPlaces(value)).toBe(expected);
  });
});
