import { describe, expect, it } from 'vitest';
import { formatWinRate } from './win-rate.ts';

describe('formatWinRate', () => {
  it('rounds to whole percents, and shows a dash before anything was decided', () => {
    expect(formatWinRate(2 / 3, 'ko')).toBe('67%');
    expect(formatWinRate(1, 'en')).toBe('100%');
    expect(formatWinRate(0, 'ko')).toBe('0%');
    expect(formatWinRate(null, 'en')).toBe('—');
  });
});
