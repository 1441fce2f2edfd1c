import { readFileSync } from 'node:fs';
import { BARO_COMPANY, type CompanyDetails, type Language } from '@baro/core';
import type { Env } from '../../env.ts';

/** Baro as the supplier of a quotation, in the reader's language, with the seal when configured. */
export interface Supplier extends CompanyDetails {
  readonly seal: Uint8Array | null;
}

type SupplierEnv = Pick<
  Env,
  | 'SUPPLIER_NAME'
  | 'SUPPLIER_NAME_EN'
  | 'SUPPLIER_REPRESENTATIVE'
  | 'SUPPLIER_BUSINESS_NUMBER'
  | 'SUPPLIER_ADDRESS'
  | 'SUPPLIER_PHONE'
  | 'SUPPLIER_SEAL_PNG'
>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const seals = new Map<string, Uint8Array | null>();

/** The seal's bytes, read once; a missing file or not a PNG prints no seal rather than failing a download. */
function sealOf(path: string | undefined): Uint8Array | null {
  if (!path) return null;
  if (!seals.has(path)) {
    let bytes: Uint8Array | null = null;
    try {
      const read = readFileSync(path);
      bytes = PNG_SIGNATURE.every((byte, index) => read[index] === byte) ? read : null;
    } catch {
      bytes = null;
    }
    seals.set(path, bytes);
  }
  return seals.get(path) ?? null;
}

/** The SUPPLIER_* settings over @baro/core's company details. */
export function supplierOf(env: SupplierEnv, lang: Language): Supplier {
  const base = BARO_COMPANY[lang];
  const name = lang === 'en' ? (env.SUPPLIER_NAME_EN ?? env.SUPPLIER_NAME) : env.SUPPLIER_NAME;
  return {
    ...base,
    name: name ?? base.name,
    representative: env.SUPPLIER_REPRESENTATIVE ?? base.representative,
    businessNumber: env.SUPPLIER_BUSINESS_NUMBER ?? base.businessNumber,
    address: env.SUPPLIER_ADDRESS ?? base.address,
    phone: env.SUPPLIER_PHONE ?? base.phone,
    seal: sealOf(env.SUPPLIER_SEAL_PNG),
  };
}
