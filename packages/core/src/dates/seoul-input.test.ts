import { describe, expect, it } from 'vitest';
import { fromSeoulInputValue, toSeoulInputValue } from './seoul-input.ts';

// The suite runs under UTC and Asia/Seoul: the values must be Seoul's either way.
describe('datetime inputs in Seoul time', () => {
  it('fills them with Seoul wall-clock time and reads them back as Seoul instants', () => {
    expect(toSeoulInputValue('2026-03-04T15:30:00Z')).toBe('2026-03-05T00:30');
    expect(fromSeoulInputValue('2026-03-05T00:30')).toBe('2026-03-05T00:30:00+09:00');
    expect(Date.parse(fromSeoulInputValue('2026-03-05T00:30') as string)).toBe(
      Date.parse('2026-03-04T15:30:00Z'),
    );
  });

  it('answers blanks and nonsense with nothing', () => {
    expect(toSeoulInputValue(null)).toBe('');
    expect(toSeoulInputValue('nope')).toBe('');
    expect(fromSeoulInputValue('')).toBeNull();
    expect(fromSeoulInputValue('2026-13-45T99:99')).toBeNull();
  });
});
