import { describe, expect, test } from 'vitest';
import { formatDateTime } from '../dates/format-date.ts';
import { formatPortLocalTime, utcOffsetLabel } from './milestone-time.ts';

describe('milestone times', () => {
  test('Seoul time, whatever the machine’s zone', () => {
    expect(formatDateTime('2026-11-25T01:00:00Z', 'ko')).toBe('2026년 11월 25일 10:00');
    expect(formatDateTime('2026-11-25T01:00:00Z', 'en')).toBe('Nov 25, 2026 10:00');
    expect(formatDateTime(null, 'ko')).toBe('');
  });

  test('the port’s own clock with its offset, and its day when it is not Seoul’s', () => {
    expect(formatPortLocalTime('2026-11-25T01:00:00Z', 'Asia/Shanghai', 'ko')).toBe('09:00, UTC+8');
    expect(formatPortLocalTime('2026-11-24T16:30:00Z', 'Asia/Shanghai', 'ko')).toBe('00:30, UTC+8');
    expect(formatPortLocalTime('2026-11-24T15:30:00Z', 'Asia/Shanghai', 'ko')).toBe('11월 24일 23:30, UTC+8');
    expect(formatPortLocalTime('2026-11-24T15:30:00Z', 'America/Los_Angeles', 'en')).toBe(
      'Nov 24 07:30, UTC-8',
    );
    expect(formatPortLocalTime('2026-07-01T03:00:00Z', 'Asia/Kolkata', 'en')).toBe('08:30, UTC+5:30');
  });

  test('nothing to add for Seoul, a zone on Seoul’s clock, no zone or an unknown one', () => {
    expect(formatPortLocalTime('2026-11-25T01:00:00Z', 'Asia/Seoul', 'ko')).toBeNull();
    expect(formatPortLocalTime('2026-11-25T01:00:00Z', 'Asia/Tokyo', 'ko')).toBeNull();
    expect(formatPortLocalTime('2026-11-25T01:00:00Z', null, 'ko')).toBeNull();
    expect(formatPortLocalTime('2026-11-25T01:00:00Z', 'Mars/Olympus', 'ko')).toBeNull();
    expect(formatPortLocalTime('nope', 'Asia/Shanghai', 'ko')).toBeNull();
  });

  test('offset labels', () => {
    expect(utcOffsetLabel(0)).toBe('UTC');
    expect(utcOffsetLabel(480)).toBe('UTC+8');
    expect(utcOffsetLabel(-420)).toBe('UTC-7');
    expect(utcOffsetLabel(330)).toBe('UTC+5:30');
  });
});
