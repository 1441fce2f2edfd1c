import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, fromSeoulInputValue, timeLeft, toSeoulInputValue } from './format.ts';

// This project runs in America/Los_Angeles: every result below must still be Seoul's.
describe('Seoul time for people and inputs', () => {
  it('shows instants and days in Seoul time, in both languages', () => {
    expect(formatDateTime('2026-03-04T09:00:00Z', 'ko')).toBe('2026년 3월 4일 18:00');
    expect(formatDateTime('2026-03-04T09:00:00Z', 'en')).toBe('Mar 4, 2026 18:00');
    expect(formatDay('2026-03-04', 'ko')).toBe('2026년 3월 4일');
    expect(formatDateTime(null, 'ko')).toBe('');
  });

  it('fills datetime inputs with Seoul wall-clock time and reads them back as Seoul instants', () => {
    expect(toSeoulInputValue('2026-03-04T15:30:00Z')).toBe('2026-03-05T00:30');
    expect(fromSeoulInputValue('2026-03-05T00:30')).toBe('2026-03-05T00:30:00+09:00');
    expect(Date.parse(fromSeoulInputValue('2026-03-05T00:30') as string)).toBe(
      Date.parse('2026-03-04T15:30:00Z'),
    );
    expect(fromSeoulInputValue('')).toBeNull();
    expect(fromSeoulInputValue('2026-13-45T99:99')).toBeNull();
  });

  it('counts down to a deadline in whole minutes, closed once it has passed', () => {
    const deadline = '2026-03-04T18:00:00+09:00';
    expect(timeLeft(deadline, new Date('2026-03-03T06:30:00Z'))).toEqual({
      closed: false,
      days: 1,
      hours: 2,
      minutes: 30,
    });
    expect(timeLeft(deadline, new Date('2026-03-04T08:59:30Z'))).toEqual({
      closed: false,
      days: 0,
      hours: 0,
      minutes: 1,
    });
    expect(timeLeft(deadline, new Date('2026-03-04T09:00:00Z')).closed).toBe(true);
  });
});
