import { describe, expect, test } from 'vitest';
import { dayjs, formatDate, formatSeoul, seoulDayjs } from './dates.ts';

// The customer test project runs with TZ=America/Los_Angeles: 2026-11-21T05:05Z is still the
// 20th in Los Angeles but 14:05 on the 21st in Seoul.
const instant = '2026-11-21T05:05:00Z';

describe('dates', () => {
  test('the test runs far from Seoul', () => {
    expect(new Date(instant).getDate()).toBe(20);
  });

  test('formatDate renders Seoul time in both languages', () => {
    expect(formatDate(instant, 'ko', true)).toBe('2026년 11월 21일 14:05');
    expect(formatDate(instant, 'en', true)).toBe('Nov 21, 2026 14:05');
    expect(formatDate(new Date(instant), 'ko')).toBe('2026년 11월 21일');
  });

  test('seoulDayjs reads instants in Seoul time', () => {
    expect(seoulDayjs(instant).format('YYYY-MM-DD HH:mm')).toBe('2026-11-21 14:05');
    expect(seoulDayjs(Date.parse(instant)).date()).toBe(21);
    // A zoneless string is Seoul wall-clock time, as the server means it.
    expect(seoulDayjs('2026-11-21T00:30').toISOString()).toBe('2026-11-20T15:30:00.000Z');
    expect(seoulDayjs(dayjs(instant)).hour()).toBe(14);
  });

  test('dayjs.tz defaults to Asia/Seoul', () => {
    expect(dayjs(instant).tz().format('HH:mm')).toBe('14:05');
    // dayjs.tz(text) reads the text as Seoul wall-clock time.
    expect(dayjs.tz('2026-01-01 00:00').toISOString()).toBe('2025-12-31T15:00:00.000Z');
  });

  test('invalid input gives no text', () => {
    expect(formatSeoul('not a date', 'YYYY-MM-DD')).toBe('');
    expect(seoulDayjs(null).isValid()).toBe(false);
    expect(formatDate('', 'ko')).toBe('');
  });
});
