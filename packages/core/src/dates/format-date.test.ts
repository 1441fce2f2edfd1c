import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay } from './format-date.ts';

// Seoul midnight of Saturday 21 November 2026 is 15:00 UTC on the 20th.
const LAST_MINUTE_OF_20TH = new Date('2026-11-20T14:59:00Z');
const SEOUL_MIDNIGHT_21ST = new Date('2026-11-20T15:00:00Z');

describe('formatDate', () => {
  it('runs in the zone of the test project, to prove the output does not depend on it', () => {
    const machineDay = SEOUL_MIDNIGHT_21ST.getDate();
    expect(process.env.TZ === 'Asia/Seoul' ? 21 : 20).toBe(machineDay);
  });

  it('formats Korean as year-month-day with 24-hour time, in Seoul', () => {
    expect(formatDate(SEOUL_MIDNIGHT_21ST, 'ko')).toBe('2026년 11월 21일');
    expect(formatDate(SEOUL_MIDNIGHT_21ST, 'ko', true)).toBe('2026년 11월 21일 00:00');
    expect(formatDate(LAST_MINUTE_OF_20TH, 'ko', true)).toBe('2026년 11월 20일 23:59');
    expect(formatDate('2026-11-21T05:05:00Z', 'ko', true)).toBe('2026년 11월 21일 14:05');
  });

  it('formats English with a short month name and 24-hour time, in Seoul', () => {
    expect(formatDate(SEOUL_MIDNIGHT_21ST, 'en')).toBe('Nov 21, 2026');
    expect(formatDate(SEOUL_MIDNIGHT_21ST, 'en', true)).toBe('Nov 21, 2026 00:00');
    expect(formatDate(LAST_MINUTE_OF_20TH, 'en', true)).toBe('Nov 20, 2026 23:59');
    expect(formatDate('2026-11-21T05:05:00Z', 'en', true)).toBe('Nov 21, 2026 14:05');
  });

  it('does not pad the month or day', () => {
    expect(formatDate('2026-01-05', 'ko')).toBe('2026년 1월 5일');
    expect(formatDate('2026-01-05', 'en')).toBe('Jan 5, 2026');
  });

  it('names every month in English', () => {
    const months = Array.from({ length: 12 }, (_, index) =>
      formatDate(Date.UTC(2026, index, 15), 'en').slice(0, 3),
    );
    expect(months).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it('crosses the year at Seoul midnight', () => {
    expect(formatDate('2026-12-31T15:00:00Z', 'en', true)).toBe('Jan 1, 2027 00:00');
    expect(formatDate('2026-12-31T14:59:00Z', 'ko', true)).toBe('2026년 12월 31일 23:59');
  });

  it('takes epoch milliseconds and zoneless strings (Seoul time)', () => {
    expect(formatDate(SEOUL_MIDNIGHT_21ST.getTime(), 'ko', true)).toBe('2026년 11월 21일 00:00');
    expect(formatDate('2026-11-21T09:30', 'en', true)).toBe('Nov 21, 2026 09:30');
  });

  it('reads the language loosely and falls back to Korean', () => {
    expect(formatDate(SEOUL_MIDNIGHT_21ST, 'en-US')).toBe('Nov 21, 2026');
    expect(formatDate(SEOUL_MIDNIGHT_21ST, 'EN')).toBe('Nov 21, 2026');
    expect(formatDate(SEOUL_MIDNIGHT_21ST, 'ja')).toBe('2026년 11월 21일');
    expect(formatDate(SEOUL_MIDNIGHT_21ST, undefined)).toBe('2026년 11월 21일');
  });

  it.each([null, undefined, '', '   ', 'not a date', Number.NaN, {}, [], new Date(Number.NaN), true])(
    'gives "" for %s',
    (value) => {
      expect(formatDate(value, 'ko', true)).toBe('');
      expect(formatDate(value, 'en')).toBe('');
    },
  );

  it('gives "" quickly for a megabyte-long string', () => {
    expect(formatDate('2'.repeat(1_000_000), 'ko')).toBe('');
  });
});

describe('formatDateTime and formatDay', () => {
  it('shows instants with their Seoul time and calendar days as Seoul days', () => {
    expect(formatDateTime('2026-03-04T09:00:00Z', 'ko')).toBe('2026년 3월 4일 18:00');
    expect(formatDateTime('2026-03-04T09:00:00Z', 'en')).toBe('Mar 4, 2026 18:00');
    expect(formatDay('2026-03-04', 'ko')).toBe('2026년 3월 4일');
    expect(formatDay('2026-03-04', 'en')).toBe('Mar 4, 2026');
    expect(formatDay('2026-03-04T16:00:00Z', 'ko')).toBe('2026년 3월 5일');
    expect(formatDateTime(null, 'ko')).toBe('');
    expect(formatDay('2026-02-30', 'ko')).toBe('');
  });
});
