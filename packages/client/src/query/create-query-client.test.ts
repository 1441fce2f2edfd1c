import { CACHE_TIME } from '@baro/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cacheFor, createQueryClient, createSecondaryQueryClient } from './create-query-client.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createQueryClient (main setup)', () => {
  test('never refetches on window focus and never retries', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions()).toEqual({
      queries: { refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    });
  });

  test('a failing query fails after one attempt', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('down');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('createSecondaryQueryClient', () => {
  test('removes unused entries after 5 minutes and never retries mutations', () => {
    const defaults = createSecondaryQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ gcTime: 5 * 60_000, retry: 3 });
    expect(defaults.mutations).toEqual({ retry: false });
  });

  test('retries a failing query 3 times after 1 s, 2 s and 4 s', async () => {
    vi.useFakeTimers();
    const client = createSecondaryQueryClient();
    const attempts: number[] = [];
    const queryFn = vi.fn(async () => {
      attempts.push(Date.now());
      throw new Error('down');
    });
    const result = expect(client.fetchQuery({ queryKey: ['y'], queryFn })).rejects.toThrow('down');
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    await result;
    expect(queryFn).toHaveBeenCalledTimes(4);
    const gaps = attempts.slice(1).map((time, index) => time - (attempts[index] ?? 0));
    expect(gaps).toEqual([1_000, 2_000, 4_000]);
  });

  test('the retry delay doubles up to 30 s', () => {
    const retryDelay = createSecondaryQueryClient().getDefaultOptions().queries?.retryDelay;
    if (typeof retryDelay !== 'function') throw new Error('retryDelay is not a function');
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, new Error('x')))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe('cacheFor', () => {
  test('keeps answers fresh for the SPEC §9 lifetimes', () => {
    expect(cacheFor('fiveMinutes')).toEqual({ staleTime: 300_000, gcTime: 300_000 });
    expect(cacheFor('halfHour')).toEqual({ staleTime: 1_800_000, gcTime: 1_800_000 });
    expect(cacheFor('oneHour').staleTime).toBe(3_600_000);
    expect(cacheFor('oneDay').staleTime).toBe(86_400_000);
    expect(cacheFor('forever')).toEqual({ staleTime: CACHE_TIME.forever, gcTime: Number.POSITIVE_INFINITY });
  });

  test('a forever query is not fetched again', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'codes');
    await client.fetchQuery({ queryKey: ['currencies'], queryFn, ...cacheFor('forever') });
    await client.fetchQuery({ queryKey: ['currencies'], queryFn, ...cacheFor('forever') });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
