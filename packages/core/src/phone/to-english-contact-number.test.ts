import { describe, expect, it } from 'vitest';
import { toEnglishContactNumber } from './to-english-contact-number.ts';

describe('toEnglishContactNumber', () => {
  it('drops the leading 0 and prefixes +82, keeping the hyphens as typed', () => {
    expect(toEnglishContactNumber('010-1234-5678')).toBe('+82 10-1234-5678');
    expect(toEnglishContactNumber('01012345678')).toBe('+82 1012345678');
    expect(toEnglishContactNumber('02-123-4567')).toBe('+82 2-123-4567');
    expect(toEnglishContactNumber('1588-1234')).toBe('+82 1588-1234');
  });

  it('normalises first', () => {
    expect(toEnglishContactNumber(' ０１０－１２３４－５６７８ ')).toBe('+82 10-1234-5678');
  });

  it('leaves a number that is already international alone', () => {
    expect(toEnglishContactNumber('+82 10-1234-5678')).toBe('+82 10-1234-5678');
  });

  it.each(['', '   ', '\u200B', null, undefined, 1012345678, {}, []])('gives "" for %s', (value) => {
    expect(toEnglishContactNumber(value)).toBe('');
  });

  it('copes with a megabyte of input', () => {
    expect(toEnglishContactNumber(`0${'1'.repeat(1_000_000)}`)).toHaveLength(1_000_004);
  });
});
