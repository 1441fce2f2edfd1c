import { describe, expect, it } from 'vitest';
import { addCalendarDays, isCalendarDay } from './calendar-day.ts';

describe('calendar days', () => {
  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const value of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-3-1', '', null, 20260301])
      expect(isCalendarDay(value)).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
