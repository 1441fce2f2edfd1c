import { describe, expect, it } from 'vitest';
import { BID_NUMBER_PATTERN, formatBidNumber } from './bid-number.ts';

describe('formatBidNumber', () => {
  it('writes the Seoul day and the day’s sequence, four digits at least', () => {
    expect(formatBidNumber('2026-11-25', 1)).toBe('BID-20261125-0001');
    expect(formatBidNumber('2026-11-25', 42)).toBe('BID-20261125-0042');
    expect(formatBidNumber('2026-11-25', 12_345)).toBe('BID-20261125-12345');
    expect(formatBidNumber('2026-11-25', 1)).toMatch(BID_NUMBER_PATTERN);
    expect(formatBidNumber('2026-11-25', 12_345)).toMatch(BID_NUMBER_PATTERN);
  });

  it('refuses what is not a day or a sequence', () => {
    expect(() => formatBidNumber('20261125', 1)).toThrow(RangeError);
    expect(() => formatBidNumber('2026-11-25', 0)).toThrow(RangeError);
    expect(() => formatBidNumber('2026-11-25', 1.5)).toThrow(RangeError);
  });
});
