import { normalizeText } from '../text/normalize-text.ts';

// Korean telephone numbers as people type them (full-width, with or without hyphens, spaces,
// brackets), reduced to one hyphenated spelling: mobile 010-1234-5678 (SPEC §5's rule), Seoul
// 02-123-4567 / 02-1234-5678, other areas and internet numbers 031-123-4567 / 070-1234-5678, and
// nationwide representative numbers 1588-1234.

const PATTERNS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  // Mobile (SPEC §5): 01, a carrier digit, 3 or 4 digits, 4 digits.
  [/^(01[016789])(\d{3,4})(\d{4})$/, (m) => `${m[1]}-${m[2]}-${m[3]}`],
  // Seoul.
  [/^(02)(\d{3,4})(\d{4})$/, (m) => `${m[1]}-${m[2]}-${m[3]}`],
  // Regions (031…064), internet phones (070) and personal numbers (050x).
  [/^(0[3-6][1-5]|070|050\d)(\d{3,4})(\d{4})$/, (m) => `${m[1]}-${m[2]}-${m[3]}`],
  // Representative numbers (15xx, 16xx, 18xx).
  [/^(1[568]\d{2})(\d{4})$/, (m) => `${m[1]}-${m[2]}`],
];

/** The hyphenated spelling of a Korean phone number, or null when it is not one. */
export function normalizeKoreanPhone(value: unknown): string | null {
  const text = normalizeText(value);
  if (text.length > 20 || !/^[\d\s()\-‐-―−.+]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  // +82 10-… → 010-…
  if (text.startsWith('+82') || (digits.startsWith('82') && digits.length >= 11)) {
    digits = `0${digits.slice(2)}`;
  }
  for (const [pattern, format] of PATTERNS) {
    const match = pattern.exec(digits);
    if (match) return format(match);
  }
  return null;
}

export function isKoreanPhone(value: unknown): boolean {
  return normalizeKoreanPhone(value) !== null;
}

/** A Korean postal code (우편번호): five digits since 2015. Full-width digits and spaces are tidied. */
export function normalizeZipCode(value: unknown): string {
  return normalizeText(value).replace(/[\s-]/g, '');
}

export function isZipCode(value: string): boolean {
  return /^\d{5}$/.test(value);
}
