import { describe, expect, it } from 'vitest';
import { parseSeoulDate, seoulToday, toSeoulDateString } from './seoul-date.ts';

describe('toSeoulDateString', () => {
  it('switches date at Seoul midnight (15:00 UTC), not at UTC or machine midnight', () => {
    expect(toSeoulDateString(new Date('2026-11-20T14:59:59.999Z'))).toBe('2026-11-20');
    expect(toSeoulDateString(new Date('2026-11-20T15:00:00.000Z'))).toBe('2026-11-21');
    expect(toSeoulDateString('2026-11-21T23:59:59+09:00')).toBe('2026-11-21');
    expect(toSeoulDateString('2026-11-22T00:00:00+09:00')).toBe('2026-11-22');
  });

  it('takes zoneless strings as Seoul time and other offsets as given', () => {
    expect(toSeoulDateString('2026-11-21T00:30')).toBe('2026-11-21');
    expect(toSeoulDateString('2026-11-21')).toBe('2026-11-21');
    expect(toSeoulDateString('2026-11-20T23:30:00-05:00')).toBe('2026-11-21');
    expect(toSeoulDateString(Date.UTC(2025, 11, 31, 15))).toBe('2026-01-01');
  });

  it.each([null, undefined, '', 'x', Number.NaN, {}, new Date(Number.NaN)])('gives "" for %s', (value) => {
    expect(toSeoulDateString(value)).toBe('');
  });

  it('gives "" at the very end of the Date range, where the Seoul date cannot be represented', () => {
    expect(toSeoulDateString(8.64e15)).toBe('');
    expect(parseSeoulDate(8.64e15)).toBeNull();
  });

  it('reads the Seoul weekday', () => {
    // Friday 23:30 UTC is Saturday 08:30 in Seoul.
    expect(parseSeoulDate('2026-11-20T23:30:00Z')?.weekday).toBe(6);
  });
});

describe('seoulToday', () => {
  it('is the Seoul date of now, which turns at 15:00 UTC', () => {
    expect(seoulToday(new Date('2026-03-04T14:59:59Z'))).toBe('2026-03-04');
    expect(seoulToday(new Date('2026-03-04T15:00:00Z'))).toBe('2026-03-05');
  });
});
