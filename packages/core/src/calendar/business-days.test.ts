import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, isHoliday, MAX_BUSINESS_DAY_OFFSET } from './business-days.ts';
import { getHolidays } from './holidays.ts';

/** An instant given as Seoul wall-clock time, e.g. seoul('2026-02-13', '10:00'). */
const seoul = (day: string, time = '12:00'): Date => new Date(`${day}T${time}:00+09:00`);

/** The Seoul wall-clock reading of an instant, `YYYY-MM-DD HH:mm`. */
const inSeoul = (date: Date): string =>
  new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const ALL_HOLIDAYS = [...getHolidays(2025), ...getHolidays(2026)];

describe('isHoliday', () => {
  it.each(ALL_HOLIDAYS)('%s is a holiday from its first to its last Seoul minute', (day) => {
    expect(isHoliday(seoul(day, '00:00'))).toBe(true);
    expect(isHoliday(seoul(day, '23:59'))).toBe(true);
    expect(isHoliday(day)).toBe(true);
  });

  it.each([
    '2030-01-01',
    '2030-03-01',
    '2030-05-01',
    '2030-05-05',
    '2030-06-06',
    '2030-08-15',
    '2030-10-03',
    '2030-10-09',
    '2030-12-25',
  ])('the fixed holiday %s applies in later years too', (day) => {
    expect(isHoliday(day)).toBe(true);
  });

  it('ends at Seoul midnight, not UTC midnight', () => {
    // 2026-02-15T15:00Z is Monday 16 February 00:00 in Seoul (Seollal) but still Sunday in UTC.
    expect(isHoliday(new Date('2026-02-15T14:59:59Z'))).toBe(false);
    expect(isHoliday(new Date('2026-02-15T15:00:00Z'))).toBe(true);
    expect(isHoliday(new Date('2026-02-18T14:59:59Z'))).toBe(true);
    expect(isHoliday(new Date('2026-02-18T15:00:00Z'))).toBe(false);
  });

  it('is false for ordinary days, weekends included', () => {
    expect(isHoliday('2026-11-20')).toBe(false);
    expect(isHoliday('2026-11-21')).toBe(false);
    expect(isHoliday('2025-05-07')).toBe(false);
    // The extra and substitute holidays belong to their year only.
    expect(isHoliday('2027-02-16')).toBe(false);
    expect(isHoliday('2027-03-02')).toBe(false);
  });

  it('adds the staff-given holidays and ignores junk in that list', () => {
    expect(isHoliday('2026-06-03', ['2026-06-03'])).toBe(true);
    expect(isHoliday('2026-06-03', [' 2026-06-03 '])).toBe(true);
    expect(isHoliday('2026-06-03')).toBe(false);
    expect(isHoliday('2026-06-03', [null, 3, {}, '2026-06-04'] as never)).toBe(false);
    expect(isHoliday('2026-06-03', 'not a list' as never)).toBe(false);
  });

  it.each([null, undefined, '', 'x', Number.NaN, {}, new Date(Number.NaN), '2026-02-30'])(
    'is false for %s',
    (value) => {
      expect(isHoliday(value)).toBe(false);
    },
  );
});

describe('isBusinessDay', () => {
  it('is true on an ordinary weekday', () => {
    expect(isBusinessDay(seoul('2026-11-20'))).toBe(true);
    expect(isBusinessDay(seoul('2026-11-23'))).toBe(true);
  });

  it('is false on Saturday and Sunday in Seoul', () => {
    expect(isBusinessDay(seoul('2026-11-21', '00:00'))).toBe(false);
    expect(isBusinessDay(seoul('2026-11-22', '23:59'))).toBe(false);
  });

  it('judges the weekend by the Seoul date, not the UTC one', () => {
    // Friday 15:30 UTC is Saturday 00:30 in Seoul; Sunday 15:00 UTC is Monday 00:00 in Seoul.
    expect(isBusinessDay(new Date('2026-11-20T15:30:00Z'))).toBe(false);
    expect(isBusinessDay(new Date('2026-11-22T15:00:00Z'))).toBe(true);
    expect(isBusinessDay(new Date('2026-11-22T14:59:00Z'))).toBe(false);
  });

  it.each(ALL_HOLIDAYS)('is false on the holiday %s', (day) => {
    expect(isBusinessDay(day)).toBe(false);
  });

  it('is false on a staff-added holiday', () => {
    expect(isBusinessDay('2026-06-03')).toBe(true);
    expect(isBusinessDay('2026-06-03', ['2026-06-03'])).toBe(false);
  });

  it.each([null, undefined, '', 'x', {}, new Date(Number.NaN)])('is false for %s', (value) => {
    expect(isBusinessDay(value)).toBe(false);
  });
});

describe('addBusinessDays', () => {
  it('skips the weekend and the 2026 Seollal holidays at the same Seoul time', () => {
    // Friday 13 February → Monday–Wednesday are Seollal → Thursday 19 February.
    expect(inSeoul(addBusinessDays(seoul('2026-02-13', '10:00'), 1))).toBe('2026-02-19 10:00');
    expect(inSeoul(addBusinessDays(seoul('2026-02-13', '10:00'), 2))).toBe('2026-02-20 10:00');
    expect(inSeoul(addBusinessDays(seoul('2026-02-12', '10:00'), 1))).toBe('2026-02-13 10:00');
  });

  it('counts from the Seoul date across Seoul midnight', () => {
    // 2026-02-13T16:00Z is Saturday 01:00 in Seoul (still Friday in UTC).
    const result = addBusinessDays(new Date('2026-02-13T16:00:00Z'), 1);
    expect(result.toISOString()).toBe('2026-02-18T16:00:00.000Z');
    expect(inSeoul(result)).toBe('2026-02-19 01:00');
    // One minute before Seoul midnight on Friday.
    expect(addBusinessDays(new Date('2026-02-13T14:59:00Z'), 1).toISOString()).toBe(
      '2026-02-19T14:59:00.000Z',
    );
  });

  it('skips Chuseok 2026 and the long October 2025 break', () => {
    expect(inSeoul(addBusinessDays(seoul('2026-09-23', '09:00'), 1))).toBe('2026-09-28 09:00');
    // Oct 3 (Fri), weekend, Oct 6–8 Chuseok and substitute, Oct 9 Hangul Day.
    expect(inSeoul(addBusinessDays(seoul('2025-10-02', '18:30'), 1))).toBe('2025-10-10 18:30');
  });

  it('counts ordinary weeks', () => {
    expect(inSeoul(addBusinessDays(seoul('2026-11-16'), 5))).toBe('2026-11-23 12:00');
    expect(inSeoul(addBusinessDays(seoul('2026-11-16'), 10))).toBe('2026-11-30 12:00');
  });

  it('starts counting from the next day when the start is not a business day', () => {
    expect(inSeoul(addBusinessDays(seoul('2026-11-21'), 1))).toBe('2026-11-23 12:00');
    expect(inSeoul(addBusinessDays(seoul('2026-02-16'), 1))).toBe('2026-02-19 12:00');
  });

  it('returns the same instant, as a new Date, for n = 0, even on a holiday', () => {
    const start = seoul('2026-02-16', '08:15');
    const result = addBusinessDays(start, 0);
    expect(result).not.toBe(start);
    expect(result.getTime()).toBe(start.getTime());
  });

  it('goes back for negative n', () => {
    expect(inSeoul(addBusinessDays(seoul('2026-02-19', '10:00'), -1))).toBe('2026-02-13 10:00');
    // Monday 2 March 2026 is a substitute holiday; the business day before is Friday 27 February.
    expect(inSeoul(addBusinessDays(seoul('2026-03-03', '10:00'), -1))).toBe('2026-02-27 10:00');
    expect(inSeoul(addBusinessDays(seoul('2026-11-23'), -5))).toBe('2026-11-16 12:00');
  });

  it('honours staff-added holidays', () => {
    // 3 June 2026 (local elections) added by staff.
    expect(inSeoul(addBusinessDays(seoul('2026-06-02'), 1))).toBe('2026-06-03 12:00');
    expect(inSeoul(addBusinessDays(seoul('2026-06-02'), 1, ['2026-06-03']))).toBe('2026-06-04 12:00');
    expect(inSeoul(addBusinessDays(seoul('2026-06-04'), 1, ['2026-06-05']))).toBe('2026-06-08 12:00');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(inSeoul(addBusinessDays('2026-02-13T10:00:00+09:00', 1))).toBe('2026-02-19 10:00');
    expect(inSeoul(addBusinessDays('2026-02-13T10:00', 1))).toBe('2026-02-19 10:00');
    expect(inSeoul(addBusinessDays(seoul('2026-02-13', '10:00').getTime(), 1))).toBe('2026-02-19 10:00');
  });

  it('lands on business days only, over a whole year', () => {
    let day = seoul('2025-01-01');
    for (let step = 0; step < 260; step += 1) {
      day = addBusinessDays(day, 1);
      expect(isBusinessDay(day)).toBe(true);
    }
  });

  it.each([null, undefined, '', 'x', Number.NaN, {}, new Date(Number.NaN), '2026-02-30'])(
    'throws a RangeError for the invalid date %s',
    (value) => {
      expect(() => addBusinessDays(value, 1)).toThrow(RangeError);
    },
  );

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_BUSINESS_DAY_OFFSET + 1, '1', null])(
    'throws a RangeError for n = %s',
    (n) => {
      expect(() => addBusinessDays(seoul('2026-11-20'), n as number)).toThrow(RangeError);
    },
  );

  it('handles the largest allowed n', () => {
    const result = addBusinessDays(seoul('2026-11-20'), MAX_BUSINESS_DAY_OFFSET);
    expect(isBusinessDay(result)).toBe(true);
    expect(result.getUTCFullYear()).toBeGreaterThan(2400);
  });
});
