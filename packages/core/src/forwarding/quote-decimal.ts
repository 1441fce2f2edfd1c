// Exact decimal arithmetic for quotes: every value becomes an integer count of 10^-scale units
// (BigInt), so sums never pick up binary floating-point error. Rounding is half away from zero
// everywhere (1.005 → 1.01, -1.005 → -1.01), the rule people apply by hand on an invoice.

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

// Quotes scale by small powers of ten thousands of times per search; BigInt exponentiation is slow.
const POWERS = Array.from({ length: 32 }, (_, n) => 10n ** BigInt(n));

/** 10^n as a BigInt. */
export const pow10 = (n: number): bigint => POWERS[n] ?? 10n ** BigInt(n);

/** `numerator ÷ denominator` rounded half away from zero (denominator > 0). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  // ⌊(2m + d) ÷ 2d⌋ = ⌊m/d + 1/2⌋: exact halves go up (away from zero once the sign is back).
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/**
 * A decimal number (a JS number or decimal text such as `'1380.5'`, `'1e3'`) as an integer count
 * of 10^-scale units, rounded half away from zero when it has more digits than `scale`.
 * Throws RangeError for anything that is not a finite decimal.
 */
export function toUnits(value: number | string, scale: number): bigint {
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RangeError(`not a finite number: ${value}`);
  // String(number) is the shortest text that reads back as the same double: 0.1 → '0.1'.
  const text = String(value).trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new RangeError(`not a decimal: ${text}`);
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) + scale;
  const digits = BigInt(`${whole}${fraction}` || '0');
  // value = digits × 10^(-fraction.length); in units: digits × 10^(exponent - fraction.length).
  const shift = exponent - fraction.length;
  const units = shift >= 0 ? digits * pow10(shift) : divideRounded(digits, pow10(-shift));
  return sign === '-' ? -units : units;
}

/** Units of 10^-scale as canonical decimal text without trailing zeros: 138050, 2 → '1380.5'. */
export function formatUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Units of 10^-scale as a JS number (exact for every value a quote holds: < 2^53 units). */
export const unitsToNumber = (units: bigint, scale: number): number => Number(formatUnits(units, scale));

/** Rounds a decimal to `scale` places, half away from zero: roundDecimal(2.675, 2) → 2.68. */
export const roundDecimal = (value: number | string, scale: number): number =>
  unitsToNumber(toUnits(value, scale), scale);

/** The number of digits after the decimal point of a finite number as written (1.25 → 2). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  const match = DECIMAL.exec(String(value));
  if (!match) return Number.POSITIVE_INFINITY;
  const places = (match[3] ?? '').length - Number(match[4] ?? '0');
  return Math.max(0, places);
}
