import { describe, expect, it } from 'vitest';
import { isValidDate } from './is-valid-date.ts';

describe('isValidDate', () => {
  it.each([
    new Date('2026-11-21T05:00:00Z'),
    new Date(0),
    0,
    Date.UTC(2026, 10, 21),
    8.64e15,
    -8.64e15,
    '2026-11-21',
    '2026-11-21T14:05',
    '2026-11-21T14:05:09',
    '2026-11-21T14:05:09.123Z',
    '2026-11-21T14:05:09.123456+09:00',
    '2026-11-21 14:05:09+0900',
    '2024-02-29',
    'Sat, 21 Nov 2026 05:00:00 GMT',
    'Nov 21, 2026',
  ])('accepts %s', (value) => {
    expect(isValidDate(value)).toBe(true);
  });

  it.each([
    new Date(Number.NaN),
    Number.NaN,
    Number.POSITIVE_INFINITY,
    8.64e15 + 1,
    '',
    '   ',
    'not a date',
    '1',
    'hello 5',
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-11-21T24:00',
    '2026-11-21T12:60',
    '2026-11-21T12:00:60',
    '2026-11-21T12:00+25:00',
    '2026-11-21Z',
    '20261121',
    null,
    undefined,
    true,
    {},
    [],
    Symbol('d'),
  ])('refuses %s', (value) => {
    expect(isValidDate(value)).toBe(false);
  });

  it('refuses a megabyte-long string without parsing it', () => {
    expect(isValidDate(`2026-11-21${' '.repeat(1_000_000)}x`)).toBe(false);
    expect(isValidDate('2026'.repeat(250_000))).toBe(false);
  });
});
