import { describe, expect, it } from 'vitest';
import { QUOTA_WINDOW_MS, quotaWindow, WRITE_LIMITS } from './write-quotas.rules.ts';

describe('quotaWindow', () => {
  it('is the clock hour, with the seconds left in it', () => {
    expect(quotaWindow(new Date('2026-11-16T10:00:00Z'))).toEqual({
      start: new Date('2026-11-16T10:00:00Z'),
      retryAfterSeconds: 3600,
    });
    expect(quotaWindow(new Date('2026-11-16T10:59:59.200Z'))).toEqual({
      start: new Date('2026-11-16T10:00:00Z'),
      retryAfterSeconds: 1,
    });
  });

  it('never says to retry after zero seconds', () => {
    expect(quotaWindow(new Date(QUOTA_WINDOW_MS - 1)).retryAfterSeconds).toBe(1);
  });
});

describe('WRITE_LIMITS', () => {
  it('lets the per-address reset limit be higher than the per-e-mail one', () => {
    expect(WRITE_LIMITS['password-reset.client'].limit).toBeGreaterThan(
      WRITE_LIMITS['password-reset.address'].limit,
    );
  });
});
