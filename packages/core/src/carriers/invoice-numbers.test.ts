import { describe, expect, it } from 'vitest';
import {
  detectParcelCompanies,
  hasMod7CheckDigit,
  INVOICE_NUMBER_RULES,
  invoiceNoProblem,
  invoiceNoProblemMessage,
  mod7,
  normalizeInvoiceNo,
  withMod7CheckDigit,
} from './invoice-numbers.ts';
import { PARCEL_COMPANY_CODES } from './parcel-companies.ts';

describe('normalizeInvoiceNo', () => {
  it('drops separators and reads full-width digits', () => {
    expect(normalizeInvoiceNo(' 6890-1234 5678 ')).toBe('689012345678');
    expect(normalizeInvoiceNo('６８９０－１２３４')).toBe('68901234');
    expect(normalizeInvoiceNo('1234.5678_90')).toBe('1234567890');
    expect(normalizeInvoiceNo('12AB')).toBe('12AB');
  });
});

describe('mod 7 check digits', () => {
  it('computes mod 7 exactly for long numbers', () => {
    expect(mod7('12345678901')).toBe(12345678901 % 7);
    expect(mod7('99999999999999')).toBe(Number(99999999999999n % 7n));
  });
  it('appends and checks the digit', () => {
    const number = withMod7CheckDigit('12345678901');
    expect(number).toHaveLength(12);
    expect(hasMod7CheckDigit(number)).toBe(true);
    const wrong = `${number.slice(0, -1)}${(Number(number.at(-1)) + 1) % 10}`;
    expect(hasMod7CheckDigit(wrong)).toBe(false);
    expect(hasMod7CheckDigit('12a')).toBe(false);
  });
});

describe('invoiceNoProblem', () => {
  const lotte = withMod7CheckDigit('23456789012');
  it.each([
    ['04', '123456789012', null],
    ['04', '1234567890', null],
    ['04', '12345678901', 'length'],
    ['04', '12345678901a', 'format'],
    ['05', '12345678901234', null],
    ['05', '123456789', 'length'],
    ['08', lotte, null],
    ['08', `${lotte.slice(0, -1)}${(Number(lotte.at(-1)) + 1) % 7}`, 'checkDigit'],
    ['08', '1234567890', 'length'],
    ['01', '6012345678901', null],
    ['01', '601234567890', 'length'],
    ['06', '12345678901', null],
    ['06', '12345678', 'length'],
  ] as const)('%s %s → %s', (company, number, problem) => {
    expect(invoiceNoProblem(company, number)).toBe(problem);
  });

  it('says what is wrong in both languages', () => {
    for (const company of PARCEL_COMPANY_CODES) {
      for (const problem of ['format', 'length', 'checkDigit'] as const) {
        const message = invoiceNoProblemMessage(company, problem);
        expect(message.ko).not.toBe('');
        expect(message.en).not.toBe('');
      }
    }
    expect(invoiceNoProblemMessage('04', 'length').ko).toBe('CJ대한통운 송장번호는 10·12자리 숫자입니다');
    expect(invoiceNoProblemMessage('06', 'length').en).toBe('Logen invoice numbers have 9 to 13 digits');
  });

  it('keeps every rule consistent', () => {
    for (const company of PARCEL_COMPANY_CODES) {
      const rule = INVOICE_NUMBER_RULES[company];
      expect(rule.lengths).toContain(rule.usualLength);
      for (const length of rule.checkDigitLengths) expect(rule.lengths).toContain(length);
    }
  });
});

describe('detectParcelCompanies', () => {
  it('ranks Lotte first for a 12-digit number with a mod-7 check digit, then CJ', () => {
    const number = withMod7CheckDigit('60012345678');
    const found = detectParcelCompanies(number);
    expect(found.map((c) => c.parcelCompany)).toEqual(['08', '04', '05', '06']);
    expect(found[0]).toEqual({ parcelCompany: '08', likelihood: 'high', checkDigit: 'valid' });
    expect(found[1]).toEqual({ parcelCompany: '04', likelihood: 'high', checkDigit: 'consistent' });
    expect(found[2]?.likelihood).toBe('medium');
    expect(found[3]?.likelihood).toBe('low');
  });

  it('leaves Lotte out when the check digit fails', () => {
    const good = withMod7CheckDigit('60012345678');
    const bad = `${good.slice(0, -1)}${(Number(good.at(-1)) + 1) % 7}`;
    expect(detectParcelCompanies(bad).map((c) => c.parcelCompany)).toEqual(['04', '05', '06']);
  });

  it('knows 13-digit numbers as Korea Post first and 11-digit ones as Logen', () => {
    expect(detectParcelCompanies('6012345678901').map((c) => c.parcelCompany)).toEqual(['01', '06']);
    expect(detectParcelCompanies('12345678901')[0]).toMatchObject({
      parcelCompany: '06',
      likelihood: 'medium',
    });
    expect(detectParcelCompanies('12345678901234').map((c) => c.parcelCompany)).toEqual(['05']);
  });

  it('finds nothing for what no carrier issues', () => {
    expect(detectParcelCompanies('123')).toEqual([]);
    expect(detectParcelCompanies('ABCDEFGHIJKL')).toEqual([]);
    expect(detectParcelCompanies('123456789012345')).toEqual([]);
  });
});
