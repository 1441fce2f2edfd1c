import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BARO_COMPANY } from '@baro/core';
import { describe, expect, test } from 'vitest';
import { supplierOf } from './supplier.ts';

const NONE = {
  SUPPLIER_NAME: undefined,
  SUPPLIER_NAME_EN: undefined,
  SUPPLIER_REPRESENTATIVE: undefined,
  SUPPLIER_BUSINESS_NUMBER: undefined,
  SUPPLIER_ADDRESS: undefined,
  SUPPLIER_PHONE: undefined,
  SUPPLIER_SEAL_PNG: undefined,
};

describe('the supplier of quotations', () => {
  test('is the company details of @baro/core in the reader’s language when nothing is configured', () => {
    expect(supplierOf(NONE, 'ko')).toEqual({ ...BARO_COMPANY.ko, seal: null });
    expect(supplierOf(NONE, 'en')).toEqual({ ...BARO_COMPANY.en, seal: null });
  });

  test('takes each SUPPLIER_* setting that is set; the English name falls back to the Korean one', () => {
    const env = { ...NONE, SUPPLIER_NAME: '(주)한빛물류', SUPPLIER_BUSINESS_NUMBER: '123-45-67890' };
    expect(supplierOf(env, 'ko')).toMatchObject({ name: '(주)한빛물류', businessNumber: '123-45-67890' });
    expect(supplierOf(env, 'en')).toMatchObject({ name: '(주)한빛물류', address: BARO_COMPANY.en.address });
    expect(supplierOf({ ...env, SUPPLIER_NAME_EN: 'Hanbit Logistics' }, 'en').name).toBe('Hanbit Logistics');
  });

  test('prints a configured PNG seal, and no seal for a missing file or one that is not a PNG', () => {
    const dir = mkdtempSync(join(tmpdir(), 'baro-seal-'));
    const png = join(dir, 'seal.png');
    writeFileSync(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]));
    const text = join(dir, 'seal.txt');
    writeFileSync(text, 'not an image');
    expect(supplierOf({ ...NONE, SUPPLIER_SEAL_PNG: png }, 'ko').seal?.length).toBe(11);
    expect(supplierOf({ ...NONE, SUPPLIER_SEAL_PNG: text }, 'ko').seal).toBeNull();
    expect(supplierOf({ ...NONE, SUPPLIER_SEAL_PNG: join(dir, 'missing.png') }, 'ko').seal).toBeNull();
  });
});
