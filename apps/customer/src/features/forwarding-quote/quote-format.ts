import { formatDate, type Language } from '@baro/core';

// Money and measures as the quotation and the e-mail write them: `₩1,210,638` (whole won),
// `US$876.96`, line amounts in their own currency with two decimals (`1,250.00 USD`).

const grouped = (fractionDigits: { min: number; max: number }) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits.min,
    maximumFractionDigits: fractionDigits.max,
  });

const WON = grouped({ min: 0, max: 0 });
const CENTS = grouped({ min: 2, max: 2 });
const QUANTITY = grouped({ min: 0, max: 3 });
const RATE = grouped({ min: 0, max: 4 });

/** `₩1,210,638`. */
export const formatKRW = (amount: number): string => `₩${WON.format(amount)}`;

/** `US$876.96`. */
export const formatUSD = (amount: number): string => `US$${CENTS.format(amount)}`;

/** An amount in a line's currency: `1,250.00 USD`, `45,000 KRW`, `3,000 JPY`. */
export function formatMoney(amount: number, currency: string): string {
  const whole = currency === 'KRW' || currency === 'JPY';
  return `${(whole ? WON : CENTS).format(amount)} ${currency}`;
}

/** KRW per unit of a currency: `₩1,380.5`. */
export const formatRateKRW = (rate: number): string => `₩${RATE.format(rate)}`;

/** A unit price: up to four decimals (`0.1250 USD` → `0.125 USD`). */
export const formatUnitPrice = (amount: number, currency: string): string =>
  `${RATE.format(amount)} ${currency}`;

/** A quantity, kilograms or cubic metres: up to three decimals, grouped (`1,234.568`). */
export const formatQuantity = (value: number): string => QUANTITY.format(value);

/** A Seoul calendar day `YYYY-MM-DD` for people: `2026년 3월 31일` / `Mar 31, 2026`. */
export const formatDay = (day: string, language: Language): string =>
  formatDate(`${day}T12:00:00+09:00`, language) || day;

/** A location as people read it in `language`, with its code: `상하이 (CNSHA)`. */
export function placeName(
  place: { code: string; nameKo: string; nameEn: string },
  language: Language,
): string {
  return `${language === 'ko' ? place.nameKo : place.nameEn} (${place.code})`;
}
