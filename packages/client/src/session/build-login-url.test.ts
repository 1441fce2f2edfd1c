import { describe, expect, test } from 'vitest';
import { buildLoginUrl, sessionEndReasonOf } from './build-login-url.ts';

describe('buildLoginUrl', () => {
  test('opens the login page without a parameter when there is nothing to come back to', () => {
    expect(buildLoginUrl()).toBe('/login');
    expect(buildLoginUrl(undefined)).toBe('/login');
    expect(buildLoginUrl(null)).toBe('/login');
    expect(buildLoginUrl('')).toBe('/login');
  });

  test('carries a path on this site as backTo, encoded', () => {
    expect(buildLoginUrl('/')).toBe('/login?backTo=%2F');
    expect(buildLoginUrl('/mypage/fulfillment')).toBe('/login?backTo=%2Fmypage%2Ffulfillment');
    expect(buildLoginUrl('/forwarding/schedule?from=KRPUS&to=USLAX#top')).toBe(
      `/login?backTo=${encodeURIComponent('/forwarding/schedule?from=KRPUS&to=USLAX#top')}`,
    );
    expect(buildLoginUrl('/견적/조회')).toBe(`/login?backTo=${encodeURIComponent('/견적/조회')}`);
  });

  test('names why the session ended after backTo, and alone when there is no path', () => {
    expect(buildLoginUrl('/mypage', '/login', 'ACCOUNT_DISABLED')).toBe(
      '/login?backTo=%2Fmypage&reason=ACCOUNT_DISABLED',
    );
    expect(buildLoginUrl('//evil.com', '/login', 'ACCOUNT_DISABLED')).toBe('/login?reason=ACCOUNT_DISABLED');
  });

  test('a reason is only one the login page words: a disabled account', () => {
    expect(sessionEndReasonOf('ACCOUNT_DISABLED')).toBe('ACCOUNT_DISABLED');
    expect(sessionEndReasonOf('SESSION_EXPIRED')).toBeUndefined();
    expect(sessionEndReasonOf('<script>')).toBeUndefined();
    expect(sessionEndReasonOf(null)).toBeUndefined();
  });

  test.each([
    ['//evil.com'],
    ['//evil.com/path'],
    ['https://evil.com'],
    ['http://evil.com/login'],
    ['evil.com'],
    ['javascript:alert(1)'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['///evil.com'],
    [' /mypage'],
  ])('refuses %j and opens plain /login', (backTo) => {
    expect(buildLoginUrl(backTo)).toBe('/login');
  });

  test('does not come back to the login page itself', () => {
    expect(buildLoginUrl('/login')).toBe('/login');
    expect(buildLoginUrl('/login?backTo=%2Fmypage')).toBe('/login');
    expect(buildLoginUrl('/login-help')).toBe('/login?backTo=%2Flogin-help');
  });

  test('takes the login path of an app served under a prefix', () => {
    expect(buildLoginUrl('/admin/users', '/admin/login')).toBe('/admin/login?backTo=%2Fadmin%2Fusers');
    expect(buildLoginUrl('//evil.com', '/admin/login')).toBe('/admin/login');
  });
});
