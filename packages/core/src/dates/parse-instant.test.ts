import { describe, expect, it } from 'vitest';
import { parseInstant } from './parse-instant.ts';

const iso = (value: unknown): string | undefined => parseInstant(value)?.toISOString();

describe('parseInstant', () => {
  it('reads ISO strings with an offset as that instant', () => {
    expect(iso('2026-11-21T05:06:07Z')).toBe('2026-11-21T05:06:07.000Z');
    expect(iso('2026-11-21t05:06:07z')).toBe('2026-11-21T05:06:07.000Z');
    expect(iso('2026-11-21T14:06:07+09:00')).toBe('2026-11-21T05:06:07.000Z');
    expect(iso('2026-11-21T14:06:07+0900')).toBe('2026-11-21T05:06:07.000Z');
    expect(iso('2026-11-21T00:06:07-05')).toBe('2026-11-21T05:06:07.000Z');
    expect(iso('2026-11-21 05:06:07.5Z')).toBe('2026-11-21T05:06:07.500Z');
    expect(iso('2026-11-21T05:06:07,123456789Z')).toBe('2026-11-21T05:06:07.123Z');
  });

  it('reads zoneless ISO strings as Seoul wall-clock time, whatever the machine zone', () => {
    expect(iso('2026-11-21T14:05')).toBe('2026-11-21T05:05:00.000Z');
    expect(iso('2026-11-21T00:30:00')).toBe('2026-11-20T15:30:00.000Z');
    // A date alone is midnight in Seoul.
    expect(iso('2026-11-21')).toBe('2026-11-20T15:00:00.000Z');
  });

  it('rejects impossible ISO dates instead of rolling them over', () => {
    for (const text of ['2026-02-29', '2026-04-31', '2026-11-21T24:00', '2026-11-21T23:59:60Z', '2026-1-5']) {
      expect(parseInstant(text)).toBeNull();
    }
    expect(iso('2028-02-29')).toBe('2028-02-28T15:00:00.000Z');
  });

  it('takes Dates and epoch milliseconds, returning a copy', () => {
    const date = new Date('2026-11-21T05:00:00Z');
    const parsed = parseInstant(date);
    expect(parsed).not.toBe(date);
    expect(parsed?.getTime()).toBe(date.getTime());
    expect(iso(0)).toBe('1970-01-01T00:00:00.000Z');
  });

  it('passes other strings with a four-digit year to the engine', () => {
    expect(iso('Sat, 21 Nov 2026 05:00:00 GMT')).toBe('2026-11-21T05:00:00.000Z');
    expect(parseInstant('1')).toBeNull();
    expect(parseInstant('hello 5')).toBeNull();
  });

  it.each([null, undefined, true, {}, [], '', Number.NaN, 9e15, new Date(Number.NaN), Symbol('x')])(
    'gives null for %s',
    (value) => {
      expect(parseInstant(value)).toBeNull();
    },
  );
});
