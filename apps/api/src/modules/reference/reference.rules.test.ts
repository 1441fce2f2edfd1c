import { describe, expect, it } from 'vitest';
import {
  addDays,
  decodeScheduleCursor,
  encodeScheduleCursor,
  escapeLike,
  startOfSeoulDay,
  toLocationSearchText,
  toRateDecimal,
  transitDaysBetween,
  whyLocationCodeMismatch,
} from './reference.rules.ts';

describe('toLocationSearchText', () => {
  it.each([undefined, '', '   ', '\u200b', '\u3000'])('is null for blank %j', (query) => {
    expect(toLocationSearchText(query)).toBeNull();
  });

  it.each([
    ['Busan', { text: 'Busan', latinKey: 'busan', spacelessKey: 'Busan' }],
    ['  ho-chi Minh ', { text: 'ho-chi Minh', latinKey: 'hochiminh', spacelessKey: 'ho-chiMinh' }],
    ['ｂｕｓａｎ', { text: 'busan', latinKey: 'busan', spacelessKey: 'busan' }],
    ['부 산', { text: '부 산', latinKey: '', spacelessKey: '부산' }],
    ['상하이 SHA', { text: '상하이 SHA', latinKey: 'sha', spacelessKey: '상하이SHA' }],
  ])('reads %j', (query, expected) => {
    expect(toLocationSearchText(query)).toEqual(expected);
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLike('부산')).toBe('부산');
  });
});

describe('whyLocationCodeMismatch', () => {
  it.each([
    [{ code: 'KRPUS', kind: 'sea', countryCode: 'KR' }, null],
    [{ code: 'KRPU2', kind: 'sea', countryCode: 'KR' }, null],
    [{ code: 'KRPU1', kind: 'sea', countryCode: 'KR' }, 'code'],
    [{ code: 'KRPUSX', kind: 'sea', countryCode: 'KR' }, 'code'],
    [{ code: 'ICN', kind: 'sea', countryCode: 'KR' }, 'code'],
    [{ code: 'KRPUS', kind: 'sea', countryCode: 'JP' }, 'countryCode'],
    [{ code: 'ICN', kind: 'air', countryCode: 'KR' }, null],
    [{ code: 'ICN', kind: 'air', countryCode: 'JP' }, null],
    [{ code: 'KRPUS', kind: 'air', countryCode: 'KR' }, 'code'],
    [{ code: 'IC1', kind: 'air', countryCode: 'KR' }, 'code'],
  ] as const)('%o → %s', (location, expected) => {
    expect(whyLocationCodeMismatch(location)).toBe(expected);
  });
});

describe('schedule cursor', () => {
  it('round-trips an (etd, id) position through an opaque base64url token', () => {
    const position = { etd: new Date('2026-06-03T00:00:00.123Z'), id: 'vsl_Abc123XYZ' };
    const token = encodeScheduleCursor(position);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('vsl_');
    expect(decodeScheduleCursor(token)).toEqual(position);
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['no separator', Buffer.from('1700000000000vsl_x').toString('base64url')],
    ['non-numeric time', Buffer.from('soon.vsl_x').toString('base64url')],
    ['too large a time', Buffer.from('9999999999999999.vsl_x').toString('base64url')],
    ['bad id characters', Buffer.from('1700000000000.vsl x').toString('base64url')],
    ['trailing bytes', Buffer.from('1700000000000.vsl_x\n').toString('base64url')],
    ['leading zero (not canonical)', Buffer.from('01700000000000.vsl_x').toString('base64url')],
    // 'MS5hYg' is `1.ab`; 'MS5hYh' decodes to the same bytes with non-zero padding bits.
    ['non-canonical padding bits', 'MS5hYh'],
  ])('refuses %s', (_, token) => {
    expect(decodeScheduleCursor(token)).toBeNull();
  });
});

describe('days', () => {
  it('starts a Seoul day at 15:00 UTC the day before', () => {
    expect(startOfSeoulDay('2026-01-01').toISOString()).toBe('2025-12-31T15:00:00.000Z');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-10', -90)).toBe('2025-12-10');
    expect(addDays('2026-03-10', 0)).toBe('2026-03-10');
  });

  it('counts transit days from ETD to ETA, rounded, never negative', () => {
    const etd = new Date('2026-06-03T00:00:00Z');
    expect(transitDaysBetween(etd, new Date('2026-06-05T00:00:00Z'))).toBe(2);
    expect(transitDaysBetween(etd, new Date('2026-06-05T11:59:00Z'))).toBe(2);
    expect(transitDaysBetween(etd, new Date('2026-06-05T12:00:00Z'))).toBe(3);
    expect(transitDaysBetween(etd, etd)).toBe(0);
    expect(transitDaysBetween(etd, new Date('2026-06-02T00:00:00Z'))).toBe(0);
  });
});

describe('toRateDecimal', () => {
  it.each([
    [1380.5, '1380.5'],
    [1380, '1380'],
    [9.2134, '9.2134'],
    [0.055123, '0.055123'],
    [0.000001, '0.000001'],
    [177.1, '177.1'],
  ])('%d → %s', (value, expected) => {
    expect(toRateDecimal(value)).toBe(expected);
  });
});
