import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, parseLanguage } from './language.ts';

describe('languages', () => {
  it('are Korean and English, Korean by default', () => {
    expect([...LANGUAGES]).toEqual(['ko', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('ko');
  });

  it('isLanguage accepts exact codes only', () => {
    expect(isLanguage('ko')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage('en-US')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });

  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    [' en ', 'en'],
    ['en-US,en;q=0.9,ko;q=0.8', 'en'],
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['KR', 'ko'],
    ['ja', 'ko'],
    ['english', 'ko'],
    ['', 'ko'],
  ])('parseLanguage(%s) is %s', (value, expected) => {
    expect(parseLanguage(value)).toBe(expected);
  });

  it.each([null, undefined, 1, {}, ['en']])('parseLanguage(%s) falls back to ko', (value) => {
    expect(parseLanguage(value)).toBe('ko');
  });

  it('reads only the head of a very long value', () => {
    expect(parseLanguage(`en-${'x'.repeat(1_000_000)}`)).toBe('en');
  });
});
