import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidId, isValidPassword, isValidPhone } from './field-rules.ts';

const NON_STRINGS = [
  null,
  undefined,
  0,
  12345678,
  1.5,
  Number.NaN,
  true,
  {},
  [],
  ['abc123'],
  Symbol('s'),
  () => 1,
];
const HUGE = 'a1'.repeat(500_000);

describe('isValidPassword', () => {
  it('accepts 6 to 20 characters and refuses 5 and 21', () => {
    expect(isValidPassword('abcd1')).toBe(false);
    expect(isValidPassword('abcde1')).toBe(true);
    expect(isValidPassword(`a${'1'.repeat(19)}`)).toBe(true);
    expect(isValidPassword(`a${'1'.repeat(20)}`)).toBe(false);
  });

  it('needs at least one letter', () => {
    expect(isValidPassword('123456')).toBe(false);
    expect(isValidPassword('!@#$%^')).toBe(false);
    expect(isValidPassword('123!@#')).toBe(false);
    expect(isValidPassword('Z23!@#')).toBe(true);
  });

  it('needs a digit or a special character besides the letters', () => {
    expect(isValidPassword('abcdef')).toBe(false);
    expect(isValidPassword('ABCdefGHI')).toBe(false);
    expect(isValidPassword('abcde1')).toBe(true);
    expect(isValidPassword('abcde!')).toBe(true);
  });

  it.each([...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'])('counts %s as a special character', (symbol) => {
    expect(isValidPassword(`abcde${symbol}`)).toBe(true);
  });

  it('refuses spaces inside and non-ASCII characters such as Hangul', () => {
    expect(isValidPassword('abc 123')).toBe(false);
    expect(isValidPassword('비밀번호abc1')).toBe(false);
    expect(isValidPassword('abcé123')).toBe(false);
  });

  it('normalises first: full-width input, invisible characters and surrounding spaces', () => {
    expect(isValidPassword('ａｂｃ１２３')).toBe(true);
    expect(isValidPassword('abc\u200B123')).toBe(true);
    expect(isValidPassword('  abc123  ')).toBe(true);
    // After trimming only 5 characters are left.
    expect(isValidPassword('  abc12  ')).toBe(false);
  });

  it.each(NON_STRINGS)('answers false for %s', (value) => {
    expect(isValidPassword(value)).toBe(false);
  });

  it('answers false quickly for a megabyte of input', () => {
    expect(isValidPassword(HUGE)).toBe(false);
  });
});

describe('isValidId', () => {
  it('accepts 6 to 20 characters and refuses 5 and 21', () => {
    expect(isValidId('abcde')).toBe(false);
    expect(isValidId('abcdef')).toBe(true);
    expect(isValidId('a'.repeat(20))).toBe(true);
    expect(isValidId('a'.repeat(21))).toBe(false);
  });

  it('accepts lowercase letters and digits in any mix', () => {
    expect(isValidId('baro2026')).toBe(true);
    expect(isValidId('123456')).toBe(true);
    expect(isValidId('abcdef')).toBe(true);
  });

  it.each([
    'Baro2026',
    'BARO2026',
    'baro_2026',
    'baro-2026',
    'baro.2026',
    'baro 2026',
    '바로아이디12',
    'barö2026',
  ])('refuses %s', (id) => {
    expect(isValidId(id)).toBe(false);
  });

  it('normalises first', () => {
    expect(isValidId('ｂａｒｏ２０２６')).toBe(true);
    expect(isValidId(' baro2026\u200B ')).toBe(true);
  });

  it.each(NON_STRINGS)('answers false for %s', (value) => {
    expect(isValidId(value)).toBe(false);
  });

  it('answers false quickly for a megabyte of input', () => {
    expect(isValidId(HUGE)).toBe(false);
  });
});

describe('isValidPhone', () => {
  describe.each(['010', '011', '016', '017', '018', '019'])('with the allowed prefix %s', (prefix) => {
    it.each([
      ['4 middle digits with hyphens', `${prefix}-1234-5678`],
      ['4 middle digits without hyphens', `${prefix}12345678`],
      ['3 middle digits with hyphens', `${prefix}-123-4567`],
      ['3 middle digits without hyphens', `${prefix}1234567`],
      ['only the first hyphen', `${prefix}-12345678`],
      ['only the second hyphen', `${prefix}1234-5678`],
    ])('accepts %s', (_name, phone) => {
      expect(isValidPhone(phone)).toBe(true);
    });
  });

  it.each(['012', '013', '014', '015'])('refuses the prefix %s in the usual 3-4-4 form', (prefix) => {
    expect(isValidPhone(`${prefix}-1234-5678`)).toBe(false);
    expect(isValidPhone(`${prefix}12345678`)).toBe(false);
    expect(isValidPhone(`${prefix}-123-4567`)).toBe(false);
  });

  it('treats the carrier digit as optional, as SPEC §5 says', () => {
    // 01 + 234 + 5678: the third digit is left out, so this is a (short) valid number.
    expect(isValidPhone('01-234-5678')).toBe(true);
    expect(isValidPhone('01-2345-6789')).toBe(true);
  });

  it('needs 3 or 4 middle digits and exactly 4 last digits', () => {
    expect(isValidPhone('010-12-5678')).toBe(false);
    expect(isValidPhone('010-12345-6789')).toBe(false);
    expect(isValidPhone('010-1234-567')).toBe(false);
    expect(isValidPhone('010-1234-56789')).toBe(false);
  });

  it.each([
    '02-1234-5678',
    '031-123-4567',
    '+82 10-1234-5678',
    '+821012345678',
    '010 1234 5678',
    '010--1234-5678',
    '010-1234-5678-',
    '-010-1234-5678',
    '010.1234.5678',
    '(010)1234-5678',
    '010-abcd-5678',
    '',
  ])('refuses %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('normalises first, so full-width input and surrounding spaces are fine', () => {
    expect(isValidPhone('０１０－１２３４－５６７８')).toBe(true);
    expect(isValidPhone('  010-1234-5678\u3000')).toBe(true);
    expect(isValidPhone('010\u200B-1234-5678')).toBe(true);
  });

  it.each([...NON_STRINGS, 1012345678])('answers false for %s', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });

  it('answers false quickly for a megabyte of digits', () => {
    expect(isValidPhone(`010${'1'.repeat(1_000_000)}`)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each([
    'user@example.com',
    'first.last+tag@sub.example.co.kr',
    'USER@EXAMPLE.COM',
    "o'brien@example.com",
    'a_b-c@my-company.kr',
    'a@b.io',
    '1234@naver.com',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'plain',
    '@example.com',
    'user@',
    'user@example',
    'user@.com',
    'user@example..com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example-.com',
    'user @example.com',
    'user@exa mple.com',
    'user@example.c',
    'user@example.123',
    'a@b@example.com',
    '사용자@example.com',
    'user@예시.com',
    '"quoted"@example.com',
    'user@[127.0.0.1]',
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('keeps to the length limits: 64 before @, 254 in all', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const label = 'b'.repeat(61);
    const domain = `${label}.${label}.${label}.${'c'.repeat(62)}.com`;
    expect(`a@${domain}`).toHaveLength(254);
    expect(isValidEmail(`a@${domain}`)).toBe(true);
    expect(isValidEmail(`ab@${domain}`)).toBe(false);
  });

  it('normalises first', () => {
    expect(isValidEmail('ｕｓｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe(true);
    expect(isValidEmail('  user@example.com\u200B ')).toBe(true);
  });

  it.each(NON_STRINGS)('answers false for %s', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('answers false quickly for hostile input', () => {
    expect(isValidEmail(`${'a'.repeat(1_000_000)}@example.com`)).toBe(false);
    expect(isValidEmail(`a@${'a-'.repeat(120)}`)).toBe(false);
    expect(isValidEmail(`a@${'a.'.repeat(120)}1`)).toBe(false);
  });
});
