import { describe, expect, it } from 'vitest';
import { bidDeadline } from './bid-deadline.ts';

/** An instant given as Seoul wall-clock time. */
const seoul = (day: string, time = '12:00'): Date => new Date(`${day}T${time}:00+09:00`);

describe('bidDeadline', () => {
  it.each([
    // Mon–Wed: two business days later.
    ['2026-11-16', '09:00', '2026-11-18'],
    ['2026-11-17', '12:00', '2026-11-19'],
    ['2026-11-18', '17:59', '2026-11-20'],
    // Thursday → Monday, Friday → Tuesday (the weekend skipped).
    ['2026-11-19', '10:00', '2026-11-23'],
    ['2026-11-20', '15:30', '2026-11-24'],
    // Saturday and Sunday count from Monday.
    ['2026-11-21', '10:00', '2026-11-24'],
    ['2026-11-22', '23:00', '2026-11-24'],
    // Wednesday before Chuseok (09-24..26) and the weekend: Monday 28th, Tuesday 29th.
    ['2026-09-23', '10:00', '2026-09-29'],
    ['2026-09-22', '10:00', '2026-09-28'],
    // A request on a holiday counts from the next business day.
    ['2026-09-25', '10:00', '2026-09-29'],
    // Seollal 2026-02-16..18 (Mon–Wed): Friday 13th → Thursday 19th, Friday 20th.
    ['2026-02-13', '10:00', '2026-02-20'],
    // Christmas (Fri) 2026: Thursday 24th → Monday 28th, Tuesday 29th.
    ['2026-12-24', '10:00', '2026-12-29'],
  ])('a request on %s %s (Seoul) closes at 18:00 on %s', (day, time, expected) => {
    expect(bidDeadline(seoul(day, time))).toEqual(seoul(expected, '18:00'));
  });

  it('counts days at Korean midnight, not at UTC midnight', () => {
    // 2026-11-18 23:30 Seoul is 14:30 UTC on the 18th; 00:30 Seoul on the 19th is still the 18th in UTC.
    expect(bidDeadline(seoul('2026-11-18', '23:59'))).toEqual(seoul('2026-11-20', '18:00'));
    expect(bidDeadline(seoul('2026-11-19', '00:00'))).toEqual(seoul('2026-11-23', '18:00'));
    expect(bidDeadline(new Date('2026-11-18T15:30:00Z'))).toEqual(seoul('2026-11-23', '18:00'));
  });

  it('is 18:00 Seoul (09:00 UTC) on the deadline day', () => {
    expect(bidDeadline(seoul('2026-11-16')).toISOString()).toBe('2026-11-18T09:00:00.000Z');
  });

  it('skips holidays staff added', () => {
    expect(bidDeadline(seoul('2026-11-16'), ['2026-11-17'])).toEqual(seoul('2026-11-19', '18:00'));
  });

  it('refuses an invalid date', () => {
    expect(() => bidDeadline(new Date(Number.NaN))).toThrow(RangeError);
  });
});
