import { describe, expect, it } from 'vitest';
import { EXTRA_HOLIDAYS, FIXED_HOLIDAYS, getHolidays, SUBSTITUTE_HOLIDAYS } from './holidays.ts';

describe('holiday lists', () => {
  it('hold the SPEC §9 fixed, extra and substitute holidays', () => {
    expect([...FIXED_HOLIDAYS]).toEqual([
      '01-01',
      '03-01',
      '05-01',
      '05-05',
      '06-06',
      '08-15',
      '10-03',
      '10-09',
      '12-25',
    ]);
    expect([...EXTRA_HOLIDAYS]).toEqual([
      '2025-01-28',
      '2025-01-29',
      '2025-01-30',
      '2025-10-06',
      '2025-10-07',
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-09-24',
      '2026-09-25',
      '2026-09-26',
    ]);
    expect([...SUBSTITUTE_HOLIDAYS]).toEqual([
      '2025-03-03',
      '2025-05-06',
      '2025-10-08',
      '2026-03-02',
      '2026-05-25',
    ]);
  });

  it('are frozen', () => {
    expect(Object.isFrozen(FIXED_HOLIDAYS)).toBe(true);
    expect(Object.isFrozen(EXTRA_HOLIDAYS)).toBe(true);
    expect(Object.isFrozen(SUBSTITUTE_HOLIDAYS)).toBe(true);
  });
});

describe('getHolidays', () => {
  it('lists every holiday of 2025, sorted', () => {
    expect(getHolidays(2025)).toEqual([
      '2025-01-01',
      '2025-01-28',
      '2025-01-29',
      '2025-01-30',
      '2025-03-01',
      '2025-03-03',
      '2025-05-01',
      '2025-05-05',
      '2025-05-06',
      '2025-06-06',
      '2025-08-15',
      '2025-10-03',
      '2025-10-06',
      '2025-10-07',
      '2025-10-08',
      '2025-10-09',
      '2025-12-25',
    ]);
  });

  it('lists every holiday of 2026, sorted', () => {
    expect(getHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-03-01',
      '2026-03-02',
      '2026-05-01',
      '2026-05-05',
      '2026-05-25',
      '2026-06-06',
      '2026-08-15',
      '2026-09-24',
      '2026-09-25',
      '2026-09-26',
      '2026-10-03',
      '2026-10-09',
      '2026-12-25',
    ]);
  });

  it('applies the fixed holidays to any year', () => {
    expect(getHolidays(2030)).toEqual(FIXED_HOLIDAYS.map((monthDay) => `2030-${monthDay}`));
    expect(getHolidays(2024)).toHaveLength(9);
    expect(getHolidays(1)).toContain('0001-12-25');
  });

  it('returns a new array each time', () => {
    const first = getHolidays(2026);
    first.pop();
    expect(getHolidays(2026)).toHaveLength(17);
  });

  it.each([0, -1, 10_000, 2026.5, Number.NaN, Number.POSITIVE_INFINITY, '2026', null, undefined, {}])(
    'gives [] for the year %s',
    (year) => {
      expect(getHolidays(year)).toEqual([]);
    },
  );
});
