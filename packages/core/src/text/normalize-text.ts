/**
 * Characters that render as nothing but break equality checks: zero-width space/joiners,
 * word joiner, BOM, and the Hangul fillers (U+3164 is a favourite for "blank" nicknames; U+115F,
 * U+1160 and U+FFA0 are its conjoining and half-width forms).
 */
const INVISIBLE_CHARACTERS = /[\u200B-\u200D\u2060\uFEFF\u3164\u115F\u1160\uFFA0]/g;

/** Full-width ASCII variants (U+FF01–U+FF5E) that a Korean IME produces in full-width mode. */
const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g;

/** The distance between a full-width ASCII variant and its ASCII original. */
const FULL_WIDTH_OFFSET = 0xfee0;

const IDEOGRAPHIC_SPACE = /\u3000/g;

/**
 * Normalises text typed by a person before it is validated or stored: removes zero-width
 * characters and Hangul fillers, folds full-width ASCII (digits, letters, `－` and other symbols)
 * to ASCII, turns the ideographic space into a space, composes to NFC and trims.
 *
 * Why not NFKC: it would also rewrite compatibility jamo (ㄱ → ᄀ) and symbols such as ㎏, which
 * Korean text uses on purpose. Only the full-width ASCII block is folded.
 *
 * Non-string input gives `''`, so callers can normalise untrusted values without a type check.
 */
export function normalizeText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(INVISIBLE_CHARACTERS, '')
    .replace(FULL_WIDTH_ASCII, (char) => String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .replace(IDEOGRAPHIC_SPACE, ' ')
    .normalize('NFC')
    .trim();
}
