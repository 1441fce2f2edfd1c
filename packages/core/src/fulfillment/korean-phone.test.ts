import { describe, expect, it } from 'vitest';
import { isZipCode, normalizeKoreanPhone, normalizeZipCode } from './korean-phone.ts';

describe('Korean phone numbers', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['０１０－１２３４－５６７８', '010-1234-5678'],
    ['011-123-4567', '011-123-4567'],
    ['+82 10-1234-5678', '010-1234-5678'],
    ['(02) 123-4567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['031-123-4567', '031-123-4567'],
    ['070 1234 5678', '070-1234-5678'],
    ['1588-1234', '1588-1234'],
    ['15881234', '1588-1234'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeKoreanPhone(input)).toBe(expected);
  });

  it.each(['', '12345', '010-12-5678', '090-1234-5678', 'phone', '010-1234-5678 ext', null])(
    'refuses %s',
    (input) => {
      expect(normalizeKoreanPhone(input)).toBeNull();
    },
  );

  it('tidies postal codes', () => {
    expect(normalizeZipCode(' ０６２３６ ')).toBe('06236');
    expect(isZipCode('06236')).toBe(true);
    expect(isZipCode('1234')).toBe(false);
    expect(isZipCode('123-456')).toBe(false);
  });
});
