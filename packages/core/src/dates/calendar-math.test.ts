import { describe, expect, it } from 'vitest';
import { daysInMonth, formatDateKey, isLeapYear, utcFieldsToEpochMs } from './calendar-math.ts';

describe('calendar math', () => {
  it('knows the Gregorian leap years', () => {
    expect([2024, 2028, 2000, 2400].map(isLeapYear)).toEqual([true, true, true, true]);
    expect([2025, 2026, 1900, 2100].map(isLeapYear)).toEqual([false, false, false, false]);
  });

  it('knows the length of every month', () => {
    expect(Array.from({ length: 12 }, (_, index) => daysInMonth(2026, index + 1))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2028, 2)).toBe(29);
  });

  it('formats date keys with padding', () => {
    expect(formatDateKey(2026, 2, 5)).toBe('2026-02-05');
    expect(formatDateKey(7, 12, 31)).toBe('0007-12-31');
  });

  it('takes years 0–99 literally, unlike Date.UTC', () => {
    expect(new Date(utcFieldsToEpochMs(50, 1, 1)).getUTCFullYear()).toBe(50);
    expect(utcFieldsToEpochMs(2026, 11, 21, 5, 6, 7, 8)).toBe(Date.UTC(2026, 10, 21, 5, 6, 7, 8));
  });
});
