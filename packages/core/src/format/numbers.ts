// Numbers for people, the same in both languages and on server and browser: comma grouping and a
// dot for decimals (ko-KR and en-US agree on both). The formatters are built once per shape and
// always with `en-US`, so the output never follows the machine's locale data.

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}/${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits });
    formats.set(key, format);
  }
  return format;
}

export interface NumberFormatOptions {
  /** Decimals always shown (default 0). */
  readonly minFractionDigits?: number;
  /** Decimals at most, rounded half away from zero (default 3). */
  readonly maxFractionDigits?: number;
}

/** `1,234.5`: grouped, without needless zeros, at most three decimals unless told otherwise; '' for a non-number. */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const min = options.minFractionDigits ?? 0;
  const max = Math.max(options.maxFractionDigits ?? 3, min);
  return numberFormat(min, max).format(value);
}

/** A quantity, kilograms, cubic metres or revenue tons: at most three decimals (`1,234.568`). */
export const formatQuantity = (value: number): string => formatNumber(value, { maxFractionDigits: 3 });

/**
 * A number as a person typed it (`1,234.5`, ` 1 200 `), or undefined for blank or not a number.
 * Group separators and spaces are ignored; the decimal mark is the dot.
 */
export function parseAmount(text: string): number | undefined {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return undefined;
  const number = Number(cleaned);
  return Number.isFinite(number) ? number : undefined;
}
