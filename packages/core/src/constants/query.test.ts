import { describe, expect, it } from 'vitest';
import { QUERY_CLIENT_SECONDARY, QUERY_DEFAULTS, retryDelay } from './query.ts';

describe('retryDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('treats bad attempts as the first retry, and a huge one as the cap', () => {
    expect(retryDelay(-1)).toBe(1000);
    expect(retryDelay(Number.NaN)).toBe(1000);
    expect(retryDelay('3' as never)).toBe(1000);
    expect(retryDelay(Number.POSITIVE_INFINITY)).toBe(30_000);
    expect(retryDelay(1e9)).toBe(30_000);
  });
});

describe('query presets', () => {
  it('defaults: no refetch on window focus, no retries', () => {
    expect(QUERY_DEFAULTS).toEqual({
      queries: { refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    });
  });

  it('secondary: 5-minute gc time, 3 query retries with the doubling delay, no mutation retries', () => {
    expect(QUERY_CLIENT_SECONDARY.queries.gcTime).toBe(300_000);
    expect(QUERY_CLIENT_SECONDARY.queries.retry).toBe(3);
    expect(QUERY_CLIENT_SECONDARY.queries.retryDelay).toBe(retryDelay);
    expect(QUERY_CLIENT_SECONDARY.mutations.retry).toBe(false);
  });

  it('are frozen all the way down', () => {
    expect(Object.isFrozen(QUERY_DEFAULTS.queries)).toBe(true);
    expect(Object.isFrozen(QUERY_CLIENT_SECONDARY.queries)).toBe(true);
    expect(Object.isFrozen(QUERY_CLIENT_SECONDARY.mutations)).toBe(true);
  });
});
