import { describe, expect, test } from 'vitest';
import { errorTrackingSettings } from './error-tracking.ts';

describe('admin error-tracking settings', () => {
  test('name the admin app and are off without a DSN (tests have none)', () => {
    expect(errorTrackingSettings.appName).toBe('admin');
    expect(errorTrackingSettings.dsn).toBeUndefined();
  });

  test.each([
    ['/admin/fulfillment/orders', 'fulfillment'],
    ['/admin/fulfillment', 'fulfillment'],
    ['/admin/fulfillment-report', undefined],
    ['/admin/bids', undefined],
  ])('tags %s with domain %s', (pathname, domain) => {
    expect(errorTrackingSettings.domainForPath?.(pathname)).toBe(domain);
  });
});
