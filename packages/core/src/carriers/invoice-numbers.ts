import { deepFreeze } from '../internal/deep-freeze.ts';
import { PARCEL_COMPANIES, PARCEL_COMPANY_CODES, type ParcelCompany } from './parcel-companies.ts';

// 송장번호 (waybill / invoice numbers) per carrier. FULFILLMENT.md asks for the source of every rule
// before validating strictly, and for honesty where a rule could not be verified; the sources are
// in docs/adr/0012-carrier-invoice-numbers.md and, in short, beside each rule:
//
// - 04 CJ대한통운: digits, 10 or 12 long. DeliveryTracker's CJ tracker (shlee322/delivery-tracker,
//   packages/core/src/carriers/kr.cjlogistics/index.ts) refuses anything else. A mod-7 check digit
//   on 12-digit numbers is widely repeated but we found no carrier document; it only raises a
//   candidate's rank in `detectParcelCompanies`, it never rejects a number.
// - 05 한진택배: digits, 10, 12 or 14 long. DeliveryTracker's Hanjin tracker accepts 12 and 14;
//   shipper back offices still accept the older 10- and 12-digit forms. No check digit known.
// - 08 롯데택배: digits, exactly 12, the last digit = (first 11 digits as a number) mod 7.
//   DeliveryTracker's Lotte tracker (kr.lotte/index.ts) refuses numbers failing that check, so
//   the rule is enforced here.
// - 01 우체국택배: digits, exactly 13 (the 등기번호). Korea Post's tracking form and its OpenAPI
//   (`target=trace`, error ERR-321) refuse any other length. No check digit known.
// - 06 로젠택배: digits only is all DeliveryTracker's Logen tracker checks; Logen prints 11-digit
//   numbers, so 11 ranks first in detection, but only 9 to 13 digits are enforced (a sanity bound).

/** How strongly the last digit is known to be a check digit. */
export type CheckDigitRule = 'mod7' | 'mod7-unverified' | 'none';

export interface InvoiceNumberRule {
  /** Lengths a number must have (after normalising); anything else is refused. */
  readonly lengths: readonly number[];
  /** The length the carrier issues today; ranks candidates in detection. */
  readonly usualLength: number;
  /** Which lengths carry the check digit (mod 7 over the digits before it). */
  readonly checkDigit: CheckDigitRule;
  readonly checkDigitLengths: readonly number[];
}

export const INVOICE_NUMBER_RULES: Readonly<Record<ParcelCompany, InvoiceNumberRule>> = deepFreeze({
  '04': { lengths: [10, 12], usualLength: 12, checkDigit: 'mod7-unverified', checkDigitLengths: [12] },
  '05': { lengths: [10, 12, 14], usualLength: 12, checkDigit: 'none', checkDigitLengths: [] },
  '08': { lengths: [12], usualLength: 12, checkDigit: 'mod7', checkDigitLengths: [12] },
  '01': { lengths: [13], usualLength: 13, checkDigit: 'none', checkDigitLengths: [] },
  '06': { lengths: [9, 10, 11, 12, 13], usualLength: 11, checkDigit: 'none', checkDigitLengths: [] },
});

/** Longest invoice number any of our carriers issues. */
export const MAX_INVOICE_NO_LENGTH = 14;
/** Longest raw input accepted before normalising (people paste with spaces and hyphens). */
export const MAX_INVOICE_NO_INPUT_LENGTH = 40;

const FULL_WIDTH_DIGIT = /[０-９]/g;
const SEPARATORS = /[\s\-‐-―−－_.]/g;

/**
 * Removes what people type around a number (spaces, hyphens of every width, dots) and turns
 * full-width digits into ASCII ones: `６８９０-１２３４` → `68901234`. Letters stay, so the caller
 * can refuse them.
 */
export function normalizeInvoiceNo(raw: string): string {
  return raw
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(SEPARATORS, '');
}

/** (digits read as one number) mod 7, digit by digit, so any length stays exact. */
export function mod7(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 7;
  return remainder;
}

/** Whether the last digit equals the mod-7 of the digits before it. */
export function hasMod7CheckDigit(invoiceNo: string): boolean {
  if (!/^\d{2,}$/.test(invoiceNo)) return false;
  return mod7(invoiceNo.slice(0, -1)) === Number(invoiceNo.slice(-1));
}

/** Appends the mod-7 check digit to `body`. */
export function withMod7CheckDigit(body: string): string {
  return `${body}${mod7(body)}`;
}

export type InvoiceNoProblem = 'format' | 'length' | 'checkDigit';

/** Why a normalised number cannot be the carrier's, or null when it can. */
export function invoiceNoProblem(parcelCompany: ParcelCompany, invoiceNo: string): InvoiceNoProblem | null {
  if (!/^\d+$/.test(invoiceNo)) return 'format';
  const rule = INVOICE_NUMBER_RULES[parcelCompany];
  if (!rule.lengths.includes(invoiceNo.length)) return 'length';
  if (
    rule.checkDigit === 'mod7' &&
    rule.checkDigitLengths.includes(invoiceNo.length) &&
    !hasMod7CheckDigit(invoiceNo)
  ) {
    return 'checkDigit';
  }
  return null;
}

export function isValidInvoiceNo(parcelCompany: ParcelCompany, invoiceNo: string): boolean {
  return invoiceNoProblem(parcelCompany, invoiceNo) === null;
}

/** The field message for a problem, in both languages (used as a zod custom issue's params). */
export function invoiceNoProblemMessage(
  parcelCompany: ParcelCompany,
  problem: InvoiceNoProblem,
): { ko: string; en: string } {
  const carrier = PARCEL_COMPANIES[parcelCompany];
  const lengths = INVOICE_NUMBER_RULES[parcelCompany].lengths;
  const range =
    lengths.length > 2 ? `${lengths[0]}~${lengths.at(-1)}` : lengths.join(lengths.length === 2 ? '·' : '');
  const rangeEn =
    lengths.length > 2
      ? `${lengths[0]} to ${lengths.at(-1)}`
      : lengths.join(lengths.length === 2 ? ' or ' : '');
  switch (problem) {
    case 'format':
      return { ko: '송장번호는 숫자만 입력해 주세요', en: 'Enter digits only' };
    case 'length':
      return {
        ko: `${carrier.nameKo} 송장번호는 ${range}자리 숫자입니다`,
        en: `${carrier.nameEn} invoice numbers have ${rangeEn} digits`,
      };
    case 'checkDigit':
      return {
        ko: `${carrier.nameKo} 송장번호가 아닙니다. 번호를 다시 확인해 주세요`,
        en: `This is not a valid ${carrier.nameEn} invoice number. Please check it`,
      };
  }
}

export type DetectLikelihood = 'high' | 'medium' | 'low';
/** What the last digit says: checked and right, consistent with an unverified rule, or nothing. */
export type CheckDigitFinding = 'valid' | 'consistent' | 'not_applicable';

export interface DetectedParcelCompany {
  parcelCompany: ParcelCompany;
  likelihood: DetectLikelihood;
  checkDigit: CheckDigitFinding;
}

/**
 * The carriers a normalised number can belong to, most likely first: carriers whose rules
 * refuse it are left out; the carrier's usual length and a matching check digit (verified more
 * than unverified) rank a carrier up; ties keep the carriers' usual order. An empty list means
 * no carrier issues numbers like it.
 */
export function detectParcelCompanies(invoiceNo: string): DetectedParcelCompany[] {
  const candidates: Array<DetectedParcelCompany & { score: number; order: number }> = [];
  PARCEL_COMPANY_CODES.forEach((parcelCompany, order) => {
    if (invoiceNoProblem(parcelCompany, invoiceNo) !== null) return;
    const rule = INVOICE_NUMBER_RULES[parcelCompany];
    let score = 1;
    if (invoiceNo.length === rule.usualLength) score += 2;
    let checkDigit: CheckDigitFinding = 'not_applicable';
    if (rule.checkDigitLengths.includes(invoiceNo.length)) {
      if (rule.checkDigit === 'mod7') {
        checkDigit = 'valid';
        score += 2;
      } else if (rule.checkDigit === 'mod7-unverified' && hasMod7CheckDigit(invoiceNo)) {
        checkDigit = 'consistent';
        score += 1;
      }
    }
    const likelihood: DetectLikelihood = score >= 4 ? 'high' : score >= 3 ? 'medium' : 'low';
    candidates.push({ parcelCompany, likelihood, checkDigit, score, order });
  });
  return candidates
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ parcelCompany, likelihood, checkDigit }) => ({ parcelCompany, likelihood, checkDigit }));
}
