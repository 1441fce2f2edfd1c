import { describe, expect, it } from 'vitest';
import { APP_ENVIRONMENTS } from './app-variants.ts';
import { ERROR_TRACKING, getTracesSampleRate } from './error-tracking.ts';

describe('ERROR_TRACKING', () => {
  it('samples traces: local 0, production 0.1, staging, qa and development fully', () => {
    expect(ERROR_TRACKING.tracesSampleRate).toEqual({
      production: 0.1,
      staging: 1,
      qa: 1,
      development: 1,
      local: 0,
    });
  });

  it('has a rate for every environment', () => {
    expect(Object.keys(ERROR_TRACKING.tracesSampleRate).sort()).toEqual([...APP_ENVIRONMENTS].sort());
  });

  it('replays 10% of sessions and every session with an error, masking text and inputs and blocking media', () => {
    expect(ERROR_TRACKING.replaysSessionSampleRate).toBe(0.1);
    expect(ERROR_TRACKING.replaysOnErrorSampleRate).toBe(1);
    expect(ERROR_TRACKING.replay).toEqual({ maskAllText: true, maskAllInputs: true, blockAllMedia: true });
  });

  it('gives the production rate to unknown environments', () => {
    expect(getTracesSampleRate('qa')).toBe(1);
    expect(getTracesSampleRate('local')).toBe(0);
    expect(getTracesSampleRate('moon')).toBe(0.1);
    expect(getTracesSampleRate(undefined)).toBe(0.1);
  });
});
