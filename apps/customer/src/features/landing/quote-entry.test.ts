import { describe, expect, test } from 'vitest';
import { checkQuoteEntry } from './quote-entry.ts';

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
