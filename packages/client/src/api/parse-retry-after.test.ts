import { describe, expect, test } from 'vitest';
import { parseRetryAfter } from './parse-retry-after.ts';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-05T00:00:00Z');
  test('reads delta-seconds and HTTP dates, never less than a second', () => {
    expect(parseRetryAfter('42', now)).toBe(42);
    expect(parseRetryAfter('0', now)).toBe(1);
    expect(parseRetryAfter('Mon, 05 Jan 2026 00:01:30 GMT', now)).toBe(90);
  });
  test('gives null for a missing or unreadable value', () => {
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
