import { describe, expect, test } from 'vitest';
import { checkQuoteEntry, isCalendarDate, seoulToday } from './quote-entry.ts';

const entry = { freightType: 'FCL' as const, origin: '상하이', destination: '부산', readyDate: '2026-03-02' };

describe('checkQuoteEntry', () => {
  test('accepts a complete entry from today on', () => {
    expect(checkQuoteEntry(entry, '2026-03-02')).toEqual({});
  });

  test('requires every field', () => {
    expect(checkQuoteEntry({ ...entry, origin: ' ', destination: '', readyDate: '' }, '2026-03-01')).toEqual({
      origin: 'required',
      destination: 'required',
      readyDate: 'required',
    });
  });

  test('refuses the same place twice, whatever the case and width', () => {
    expect(checkQuoteEntry({ ...entry, origin: 'Busan', destination: ' ＢＵＳＡＮ ' }, '2026-03-01')).toEqual(
      {
        destination: 'sameRoute',
      },
    );
  });

  test('refuses past and impossible dates', () => {
    expect(checkQuoteEntry(entry, '2026-03-03')).toEqual({ readyDate: 'pastDate' });
    expect(checkQuoteEntry({ ...entry, readyDate: '2026-02-30' }, '2026-01-01')).toEqual({
      readyDate: 'invalidDate',
    });
  });
});

describe('dates', () => {
  test('today is the Seoul day, not the machine’s (tests run in Los Angeles)', () => {
    // 2026-03-01 20:00 in Los Angeles is already 2026-03-02 in Seoul.
    expect(seoulToday(new Date('2026-03-02T04:00:00Z'))).toBe('2026-03-02');
  });

  test('isCalendarDate', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
  });
});
