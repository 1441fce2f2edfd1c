// SPEC §5 "other patterns". The regexes are exported without the `g` flag on purpose: a global
// regex keeps `lastIndex` between `.test()` calls and would answer differently on the second call.
// The predicates test the text as given (no normalisation), because some of them exist precisely
// to detect what normalizeText would remove.

/** Any whitespace, including zero-width characters, the BOM, full-width space and Hangul fillers. */
export const WHITESPACE_PATTERN = /[\s\u200B-\u200D\u2060\u3164\u115F\u1160\uFFA0]/;

/** Any character that is not an ASCII digit 0–9 (full-width digits count as non-digits). */
export const NON_DIGIT_PATTERN = /\D/;

/** Any ASCII special character: the printable ASCII symbols, i.e. not a letter, digit or space. */
export const SPECIAL_CHARACTER_PATTERN = /[!-/:-@[-`{-~]/;

/** Only ASCII letters and digits, at least one character. */
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;

/** Only English letters, digits, spaces and ASCII symbols (printable ASCII), at least one character. */
export const ENGLISH_TEXT_PATTERN = /^[ -~]+$/;

const WHITESPACE_GLOBAL = new RegExp(WHITESPACE_PATTERN.source, 'g');
const NON_DIGIT_GLOBAL = new RegExp(NON_DIGIT_PATTERN.source, 'g');

/** True when the text contains any whitespace, visible or not (see {@link WHITESPACE_PATTERN}). */
export function hasWhitespace(value: unknown): boolean {
  return typeof value === 'string' && WHITESPACE_PATTERN.test(value);
}

/** True when the text contains a character other than ASCII digits. */
export function hasNonDigit(value: unknown): boolean {
  return typeof value === 'string' && NON_DIGIT_PATTERN.test(value);
}

/** True when the text contains an ASCII special character (see {@link SPECIAL_CHARACTER_PATTERN}). */
export function hasSpecialCharacter(value: unknown): boolean {
  return typeof value === 'string' && SPECIAL_CHARACTER_PATTERN.test(value);
}

/** True when the text is non-empty and made only of ASCII letters and digits. */
export function isAlphanumeric(value: unknown): boolean {
  return typeof value === 'string' && ALPHANUMERIC_PATTERN.test(value);
}

/** True when the text is non-empty and made only of English letters, digits, spaces and ASCII symbols. */
export function isEnglishText(value: unknown): boolean {
  return typeof value === 'string' && ENGLISH_TEXT_PATTERN.test(value);
}

/** Removes every whitespace character, visible or not. Non-string input gives `''`. */
export function removeWhitespace(value: unknown): string {
  return typeof value === 'string' ? value.replace(WHITESPACE_GLOBAL, '') : '';
}

/** Keeps only the ASCII digits, e.g. to compare phone numbers typed with or without hyphens. */
export function removeNonDigits(value: unknown): string {
  return typeof value === 'string' ? value.replace(NON_DIGIT_GLOBAL, '') : '';
}
