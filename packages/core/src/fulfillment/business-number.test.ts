import { describe, expect, it } from 'vitest';
import {
  formatBusinessNumber,
  hasValidBusinessNumberCheckDigit,
  isValidBusinessNumber,
  normalizeBusinessNumber,
} from './business-number.ts';

describe('사업자등록번호', () => {
  it('accepts the known valid number in every spelling', () => {
    for (const spelling of [
      '220-81-62517',
      '2208162517',
      '２２０－８１－６２５１７',
      ' 220 81 62517 ',
      '220.81.62517',
    ]) {
      expect(isValidBusinessNumber(spelling), spelling).toBe(true);
    }
  });

  it('refuses a wrong check digit, wrong lengths and letters', () => {
    for (const bad of [
      '123-45-67890',
      '2208162510',
      '220816251',
      '22081625170',
      '220-81-6251A',
      '',
      null,
      12345,
    ]) {
      expect(isValidBusinessNumber(bad), String(bad)).toBe(false);
    }
  });

  it('has exactly one valid check digit for every first nine digits', () => {
    for (const first9 of ['220816251', '123456789', '000000000', '999999999', '101810625']) {
      const valid = Array.from({ length: 10 }, (_, d) => `${first9}${d}`).filter(
        hasValidBusinessNumberCheckDigit,
      );
      expect(valid).toHaveLength(1);
    }
  });

  it('normalises to digits and formats 3-2-5', () => {
    expect(normalizeBusinessNumber('２２０－８１－６２５１７')).toBe('2208162517');
    expect(formatBusinessNumber('2208162517')).toBe('220-81-62517');
    expect(formatBusinessNumber('123')).toBe('123');
  });
});
