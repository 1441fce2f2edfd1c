import { describe, expect, it } from 'vitest';
import { getDownloadLinkExpiry } from './get-download-link-expiry.ts';

describe('getDownloadLinkExpiry', () => {
  it('is 60 seconds before the server expiration time, from an ISO string, a Date or ms', () => {
    expect(getDownloadLinkExpiry('2026-11-21T05:00:00Z')?.toISOString()).toBe('2026-11-21T04:59:00.000Z');
    expect(getDownloadLinkExpiry('2026-11-21T14:00:30+09:00')?.toISOString()).toBe(
      '2026-11-21T04:59:30.000Z',
    );
    expect(getDownloadLinkExpiry(new Date('2026-11-21T05:00:00Z'))?.toISOString()).toBe(
      '2026-11-21T04:59:00.000Z',
    );
    expect(getDownloadLinkExpiry(Date.UTC(2026, 10, 21, 5))?.getTime()).toBe(Date.UTC(2026, 10, 21, 4, 59));
  });

  it('reads a zoneless expiration time as Seoul time', () => {
    expect(getDownloadLinkExpiry('2026-11-21T14:00:00')?.toISOString()).toBe('2026-11-21T04:59:00.000Z');
  });

  it('does not change the Date it was given', () => {
    const expiration = new Date('2026-11-21T05:00:00Z');
    getDownloadLinkExpiry(expiration);
    expect(expiration.toISOString()).toBe('2026-11-21T05:00:00.000Z');
  });

  it.each([null, undefined, '', 'soon', Number.NaN, {}, new Date(Number.NaN), -8.64e15])(
    'is null for %s',
    (value) => {
      expect(getDownloadLinkExpiry(value)).toBeNull();
    },
  );
});
