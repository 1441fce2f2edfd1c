import { ApiError } from '@baro/client';
import { describe, expect, test } from 'vitest';
import { createRetryAfterLog, parseRetryAfter } from './retry-after.ts';

describe('parseRetryAfter', () => {
  test('reads seconds and HTTP dates, never less than a second', () => {
    const now = Date.parse('2026-01-05T00:00:00Z');
    expect(parseRetryAfter('42', now)).toBe(42);
    expect(parseRetryAfter('0', now)).toBe(1);
    expect(parseRetryAfter('Mon, 05 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('createRetryAfterLog', () => {
  test('remembers the Retry-After of a throttled answer for that request', async () => {
    const log = createRetryAfterLog();
    const fetch = log.wrap(async () => new Response(null, { status: 429, headers: { 'retry-after': '30' } }));
    await fetch('/api/auth/login?x=1', { method: 'POST' });
    const error = new ApiError(
      429,
      { code: 'TOO_MANY_ATTEMPTS', message: '' },
      { method: 'POST', url: '/api/auth/login' },
    );
    expect(log.secondsFor(error)).toBe(30);
    expect(log.secondsFor(new ApiError(429, error.body, { method: 'POST', url: '/api/other' }))).toBeNull();
    expect(log.secondsFor(new Error('x'))).toBeNull();
  });

  test('ignores answers that are not throttled', async () => {
    const log = createRetryAfterLog();
    await log.wrap(async () => new Response(null, { status: 200, headers: { 'retry-after': '30' } }))(
      '/api/a',
      {
        method: 'GET',
      },
    );
    expect(log.secondsFor({ method: 'GET', url: '/api/a' })).toBeNull();
  });
});
