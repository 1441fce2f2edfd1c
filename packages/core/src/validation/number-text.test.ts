import { describe, expect, it } from 'vitest';
import { parseNumberText } from './number-text.ts';

describe('parseNumberText', () => {
  it('reads plain decimal numbers as typed, sign and size kept', () => {
    expect(parseNumberText('12')).toBe(12);
    expect(parseNumberText(' 12.5 ')).toBe(12.5);
    expect(parseNumberText('-3')).toBe(-3);
    expect(parseNumberText('99999')).toBe(99_999);
    expect(parseNumberText('1,234,567.25')).toBe(1_234_567.25);
    expect(parseNumberText('.5')).toBe(0.5);
    expect(parseNumberText(7)).toBe(7);
  });

  it('leaves a blank field undefined (required, not zero)', () => {
    expect(parseNumberText('')).toBeUndefined();
    expect(parseNumberText('   ')).toBeUndefined();
  });

  it.each(['1e9', '12kg', '1.2.3', '--3', '1,23', '12,', 'abc', '0x10', 'Infinity'])(
    'does not read %s as a number (NaN: the contract refuses it)',
    (text) => {
      expect(parseNumberText(text)).toBeNaN();
    },
  );
});
