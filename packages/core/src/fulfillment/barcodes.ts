import { normalizeText } from '../text/normalize-text.ts';

// Product barcodes (FULFILLMENT.md): a numeric code of 13 digits is an EAN-13 and of 12 digits a
// UPC-A, and must carry the right check digit (GS1 General Specifications §7.9: weights 1,3,1,3…
// from the left over the first 12 digits of an EAN-13; UPC-A is EAN-13 with a leading 0).
// 8801234567893 is valid, 8801234567890 is not. Anything else is printed as Code 128, whose
// character set is printable ASCII; Baro generates one when the seller has no barcode.

export const BARCODE_TYPES = ['EAN13', 'UPCA', 'CODE128'] as const;
export type BarcodeType = (typeof BARCODE_TYPES)[number];

export const MAX_BARCODE_LENGTH = 48;

/** The check digit of an EAN-13 over its first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(value: string): boolean {
  return /^\d{13}$/.test(value) && ean13CheckDigit(value.slice(0, 12)) === Number(value[12]);
}

export function isValidUpcA(value: string): boolean {
  return /^\d{12}$/.test(value) && isValidEan13(`0${value}`);
}

/** A barcode as typed or scanned: normalised text (full-width folded, trimmed), upper-cased letters kept as typed. */
export function normalizeBarcode(value: unknown): string {
  return normalizeText(value);
}

/** Which symbology a (normalised) barcode is printed in; numeric 12/13 digits are UPC-A/EAN-13. */
export function barcodeTypeOf(value: string): BarcodeType {
  if (/^\d{13}$/.test(value)) return 'EAN13';
  if (/^\d{12}$/.test(value)) return 'UPCA';
  return 'CODE128';
}

export type BarcodeProblem = 'checkDigit' | 'characters' | 'length';

/** Why a (normalised) barcode cannot be used, or null when it can. */
export function barcodeProblem(value: string): BarcodeProblem | null {
  if (value.length === 0 || value.length > MAX_BARCODE_LENGTH) return 'length';
  const type = barcodeTypeOf(value);
  if (type === 'EAN13') return isValidEan13(value) ? null : 'checkDigit';
  if (type === 'UPCA') return isValidUpcA(value) ? null : 'checkDigit';
  // Code 128 sets B/C: printable ASCII. A space at either end would vanish when scanned.
  return /^[!-~](?:[ -~]*[!-~])?$/.test(value) ? null : 'characters';
}

const GENERATED_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new Code 128 barcode for a SKU that has none: `BR` and 10 characters of Crockford base32 from
 * the given random bytes (at least 10). Never 12 or 13 digits, so never mistaken for EAN/UPC.
 */
export function generatedBarcode(random: Uint8Array): string {
  if (random.length < 10) throw new RangeError('generatedBarcode needs 10 random bytes');
  let text = 'BR';
  for (let i = 0; i < 10; i++) text += GENERATED_ALPHABET[(random[i] as number) % 32];
  return text;
}
