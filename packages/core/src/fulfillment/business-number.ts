import { normalizeText } from '../text/normalize-text.ts';

// 사업자등록번호 (Korean business registration number): ten digits `d0…d9`, printed 3-2-5. The
// check digit (국세청 rule, FULFILLMENT.md): s = Σ d[i]·w[i] for i = 0…8 with
// w = 1,3,7,1,3,7,1,3,5, plus floor(d8·5 / 10); valid when (10 − s mod 10) mod 10 = d9.
// 220-81-62517 is valid; 123-45-67890 is not.

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * A business number as typed, reduced to its digits: full-width digits folded, hyphens, spaces
 * and dots removed. Anything else (letters) is kept so the rule refuses it.
 */
export function normalizeBusinessNumber(value: unknown): string {
  return normalizeText(value).replace(/[\s.\-‐-―−]/g, '');
}

/** True for ten digits whose check digit is right (input as stored: see normalizeBusinessNumber). */
export function hasValidBusinessNumberCheckDigit(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = Array.from(digits, Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (d[i] as number) * (WEIGHTS[i] as number);
  sum += Math.floor(((d[8] as number) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** True for a valid 사업자등록번호 in any of the usual spellings (`220-81-62517`, `２２０８１６２５１７`). */
export function isValidBusinessNumber(value: unknown): boolean {
  return hasValidBusinessNumberCheckDigit(normalizeBusinessNumber(value));
}

/** `2208162517` → `220-81-62517` (anything that is not ten digits is returned as given). */
export function formatBusinessNumber(digits: string): string {
  const match = /^(\d{3})(\d{2})(\d{5})$/.exec(digits);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : digits;
}
