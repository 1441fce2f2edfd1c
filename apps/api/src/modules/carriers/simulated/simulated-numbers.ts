import { randomInt } from 'node:crypto';
import {
  INVOICE_NUMBER_RULES,
  isValidInvoiceNo,
  type LabelSorting,
  type ParcelCompany,
  withMod7CheckDigit,
} from '@baro/core';
import { BRANCH_SUFFIX, HUBS, provinceOf } from './korean-places.data.ts';

// Waybill numbers (채번) the simulated network hands out, in each carrier's format: the carrier's
// usual length, a leading digit like the carrier's real series, and the mod-7 check digit where
// one is known or commonly reported (so the numbers pass every rule in @baro/core, including the
// detection hints).

const SERIES: Readonly<Record<ParcelCompany, string>> = {
  '04': '6',
  '05': '5',
  '08': '3',
  '01': '6',
  '06': '9',
};

const randomDigits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

/** A new number for the carrier (random; the caller retries on the rare collision). */
export function simulatedInvoiceNo(parcelCompany: ParcelCompany): string {
  const rule = INVOICE_NUMBER_RULES[parcelCompany];
  const length = rule.usualLength;
  const withCheck = rule.checkDigitLengths.includes(length);
  const body = `${SERIES[parcelCompany]}${randomDigits(length - 1 - (withCheck ? 1 : 0))}`;
  const number = withCheck ? withMod7CheckDigit(body) : body;
  if (!isValidInvoiceNo(parcelCompany, number)) throw new Error(`simulated number ${number} breaks its rule`);
  return number;
}

/** Stable small hash of a string (FNV-1a), for choices that must not change between calls. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The delivery branch that serves a postal code, in the carrier's naming. */
export function branchFor(parcelCompany: ParcelCompany, zipCode: string): string {
  const province = provinceOf(zipCode);
  const branch = province.branches[stableHash(zipCode) % province.branches.length] as string;
  return `${branch}${BRANCH_SUFFIX[parcelCompany]}`;
}

/** The hub a parcel to this postal code is sorted through. */
export function hubFor(parcelCompany: ParcelCompany, zipCode: string): string {
  const hubs = HUBS[parcelCompany];
  return hubs[stableHash(`${parcelCompany}${zipCode.slice(0, 2)}`) % hubs.length] as string;
}

/**
 * Sorting codes as a carrier prints them: a big code from the destination area (two digits of the
 * province, a letter for the sub-terminal, two digits for the route), a smaller route / driver
 * code, the hub and the delivery branch.
 */
export function simulatedSorting(parcelCompany: ParcelCompany, zipCode: string): LabelSorting {
  const hash = stableHash(`${parcelCompany}:${zipCode}`);
  const letter = 'ABCDEFGHJKLMNPRSTUVWXYZ'[hash % 23] as string;
  return {
    code: `${zipCode.slice(0, 1)}${letter}${zipCode.slice(2, 4)}`,
    subCode: `${zipCode.slice(4)}${(hash >>> 8) % 10}-${String((hash >>> 12) % 100).padStart(2, '0')}`,
    terminal: hubFor(parcelCompany, zipCode),
    branch: branchFor(parcelCompany, zipCode),
  };
}
