import { describe, expect, test } from 'vitest';
import { errorTrackingSettings } from './error-tracking.ts';

describe('warehouse error-tracking settings', () => {
  test('name the warehouse app and are off without a DSN (tests have none)', () => {
    expect(errorTrackingSettings.appName).toBe('warehouse');
    expect(errorTrackingSettings.dsn).toBeUndefined();
  });
});
