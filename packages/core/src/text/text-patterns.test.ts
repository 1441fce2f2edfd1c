import { describe, expect, it } from 'vitest';
import {
  ALPHANUMERIC_PATTERN,
  hasNonDigit,
  hasSpecialCharacter,
  hasWhitespace,
  isAlphanumeric,
  isEnglishText,
  removeNonDigits,
  removeWhitespace,
  WHITESPACE_PATTERN,
} from './text-patterns.ts';

const ASCII_SYMBOLS = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'];

describe('hasWhitespace', () => {
  it.each([
    ['space', ' '],
    ['tab', '\t'],
    ['newline', '\n'],
    ['no-break space', '\u00A0'],
    ['ideographic (full-width) space', '\u3000'],
    ['zero-width space', '\u200B'],
    ['zero-width non-joiner', '\u200C'],
    ['zero-width joiner', '\u200D'],
    ['word joiner', '\u2060'],
    ['byte order mark', '\uFEFF'],
    ['Hangul filler', '\u3164'],
    ['Hangul choseong filler', '\u115F'],
    ['Hangul jungseong filler', '\u1160'],
    ['half-width Hangul filler', '\uFFA0'],
  ])('finds a %s', (_name, char) => {
    expect(hasWhitespace(`바로${char}배송`)).toBe(true);
  });

  it('finds none in visible text and answers false for non-strings', () => {
    expect(hasWhitespace('바로배송ABC123!')).toBe(false);
    expect(hasWhitespace(null)).toBe(false);
    expect(hasWhitespace(12)).toBe(false);
  });

  it('is stateless between calls (the exported regex has no g flag)', () => {
    expect(WHITESPACE_PATTERN.flags).not.toContain('g');
    expect(hasWhitespace('a b')).toBe(true);
    expect(hasWhitespace('a b')).toBe(true);
  });
});

describe('hasNonDigit', () => {
  it('is false only for ASCII digits', () => {
    expect(hasNonDigit('0123456789')).toBe(false);
    expect(hasNonDigit('010-1234')).toBe(true);
    expect(hasNonDigit('１２３')).toBe(true);
    expect(hasNonDigit('12a')).toBe(true);
    expect(hasNonDigit(123)).toBe(false);
  });
});

describe('hasSpecialCharacter', () => {
  it.each(ASCII_SYMBOLS)('finds %s', (symbol) => {
    expect(hasSpecialCharacter(`abc${symbol}1`)).toBe(true);
  });

  it('does not count letters, digits, spaces or Hangul', () => {
    expect(hasSpecialCharacter('abcXYZ 019 가나다')).toBe(false);
    expect(hasSpecialCharacter(undefined)).toBe(false);
  });
});

describe('isAlphanumeric', () => {
  it('accepts ASCII letters and digits only', () => {
    expect(isAlphanumeric('Baro2026')).toBe(true);
    expect(isAlphanumeric('baro 2026')).toBe(false);
    expect(isAlphanumeric('baro_2026')).toBe(false);
    expect(isAlphanumeric('바로2026')).toBe(false);
    expect(isAlphanumeric('ＡＢＣ')).toBe(false);
  });

  it('refuses the empty string and non-strings', () => {
    expect(isAlphanumeric('')).toBe(false);
    expect(isAlphanumeric(123)).toBe(false);
    expect(ALPHANUMERIC_PATTERN.test('')).toBe(false);
  });
});

describe('isEnglishText', () => {
  it('accepts English letters, digits, spaces and every ASCII symbol', () => {
    expect(isEnglishText(`Baro Inc. 2026 ${ASCII_SYMBOLS.join('')}`)).toBe(true);
  });

  it('refuses Hangul, full-width forms, control characters and the empty string', () => {
    expect(isEnglishText('Baro 바로')).toBe(false);
    expect(isEnglishText('ＢＡＲＯ')).toBe(false);
    expect(isEnglishText('line\nbreak')).toBe(false);
    expect(isEnglishText('')).toBe(false);
    expect(isEnglishText(null)).toBe(false);
  });
});

describe('removeWhitespace and removeNonDigits', () => {
  it('remove every whitespace character, visible or not', () => {
    expect(removeWhitespace(' 서울\u3000강남\u200B구\t ')).toBe('서울강남구');
    expect(removeWhitespace(null)).toBe('');
  });

  it('keep only ASCII digits', () => {
    expect(removeNonDigits('010-1234-5678')).toBe('01012345678');
    expect(removeNonDigits('+82 (10) 1234 5678')).toBe('821012345678');
    expect(removeNonDigits({})).toBe('');
  });

  it('stay fast on a megabyte of input', () => {
    expect(removeWhitespace(' a'.repeat(500_000))).toHaveLength(500_000);
    expect(removeNonDigits('a1'.repeat(500_000))).toHaveLength(500_000);
  });
});
