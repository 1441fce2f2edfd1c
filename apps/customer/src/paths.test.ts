import { describe, expect, test } from 'vitest';
import { hrefs, resolveBackTo } from './paths.ts';

describe('resolveBackTo', () => {
  test.each([
    ['/mypage', '/mypage'],
    ['/mypage?tab=team', '/mypage?tab=team'],
    ['/fulfillment/orders#x', '/fulfillment/orders#x'],
  ])('keeps the same-origin path %s', (backTo, expected) => {
    expect(resolveBackTo(backTo)).toBe(expected);
  });

  test.each([
    null,
    undefined,
    '',
    'mypage',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/login',
    '/\tevil',
  ])('drops %s', (backTo) => {
    expect(resolveBackTo(backTo)).toBeNull();
  });

  test('signup links carry a usable backTo only', () => {
    expect(hrefs.signup('/mypage?tab=team')).toBe('/signup?backTo=%2Fmypage%3Ftab%3Dteam');
    expect(hrefs.signup('//evil.example')).toBe('/signup');
    expect(hrefs.signup(null)).toBe('/signup');
  });
});
