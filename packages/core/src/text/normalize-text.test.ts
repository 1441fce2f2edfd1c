import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text.ts';

describe('normalizeText', () => {
  it('folds a full-width phone number, digits and hyphens alike, to ASCII', () => {
    expect(normalizeText('０１０－１２３４－５６７８')).toBe('010-1234-5678');
  });

  it('folds the whole full-width ASCII block U+FF01–U+FF5E and nothing beyond it', () => {
    expect(normalizeText('ＡＢＣｘｙｚ！＠＃～')).toBe('ABCxyz!@#~');
    expect(normalizeText('\uFF01')).toBe('!');
    expect(normalizeText('\uFF5E')).toBe('~');
    // U+FF5F (full-width white parenthesis) and U+FFE6 (full-width won sign) are outside the block.
    expect(normalizeText('\uFF5F\uFFE6')).toBe('\uFF5F\uFFE6');
  });

  it.each([
    ['zero-width space', '\u200B'],
    ['zero-width non-joiner', '\u200C'],
    ['zero-width joiner', '\u200D'],
    ['word joiner', '\u2060'],
    ['byte order mark', '\uFEFF'],
    ['Hangul filler', '\u3164'],
    ['Hangul choseong filler', '\u115F'],
    ['Hangul jungseong filler', '\u1160'],
    ['half-width Hangul filler', '\uFFA0'],
  ])('removes the %s everywhere in the text', (_name, char) => {
    expect(normalizeText(`${char}김${char}바로${char}`)).toBe('김바로');
    expect(normalizeText(char)).toBe('');
  });

  it('turns the ideographic space into a space and trims the ends', () => {
    expect(normalizeText('\u3000서울\u3000특별시\u3000')).toBe('서울 특별시');
    expect(normalizeText('  \t바로\n ')).toBe('바로');
  });

  it('composes to NFC, including Hangul typed as conjoining jamo', () => {
    expect(normalizeText('\u1100\u1161')).toBe('가');
    expect(normalizeText('e\u0301')).toBe('\u00E9');
    // A filler between jamo is removed first, so the syllable still composes.
    expect(normalizeText('\u1100\u1160\u1161')).toBe('가');
  });

  it('keeps compatibility characters that NFKC would rewrite', () => {
    expect(normalizeText('ㄱㄴㄷ ㎏ ①')).toBe('ㄱㄴㄷ ㎏ ①');
  });

  it('is idempotent', () => {
    const once = normalizeText('\u3000ＡＢＣ\u200B가\u1100\u1161 ');
    expect(normalizeText(once)).toBe(once);
  });

  it.each([null, undefined, 0, 42, true, {}, [], Symbol('x'), () => 'x'])(
    'gives "" for the non-string %s',
    (value) => {
      expect(normalizeText(value)).toBe('');
    },
  );

  it('handles odd Unicode and very long input without throwing', () => {
    expect(normalizeText('\uD800a\uDFFF')).toBe('\uD800a\uDFFF');
    expect(normalizeText('😀👨‍👩‍👧')).toBe('😀👨👩👧');
    expect(normalizeText('ａ'.repeat(1_000_000))).toHaveLength(1_000_000);
  });
});
