import type { Language } from '@baro/core';
import type { LocationNames } from './bids.repository.ts';

// How bids read in e-mails and documents, in the reader's language.

/** `상하이 → 부산 (FCL)` / `Shanghai → Busan (FCL)`; an unknown code stands for itself. */
export function laneLabel(
  bid: { pol: string; pod: string; freight_type: string },
  locations: ReadonlyMap<string, LocationNames>,
  lang: Language,
): string {
  const name = (code: string) => {
    const location = locations.get(code);
    if (!location) return code;
    return lang === 'ko' ? location.nameKo : location.nameEn;
  };
  return `${name(bid.pol)} → ${name(bid.pod)} (${bid.freight_type})`;
}

/** Whole won: `1,234,567원` / `KRW 1,234,567`. */
export function formatKrw(amount: number, lang: Language): string {
  const digits = Math.round(amount).toLocaleString('en-US');
  return lang === 'ko' ? `${digits}원` : `KRW ${digits}`;
}

/** Currencies without minor units in everyday use: shown without decimals when whole. */
const WHOLE_CURRENCIES = new Set(['KRW', 'JPY', 'VND']);

/** An amount in its currency, digits only: `1,450.00` dollars, `370,000` won. */
export function formatMoney(amount: number, currency: string): string {
  if (WHOLE_CURRENCIES.has(currency) && Number.isInteger(amount)) return amount.toLocaleString('en-US');
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A quantity without needless zeros: 2, 1.5, 0.125. */
export const formatQuantity = (value: number): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: 3 });

/** A unit price with two to four decimals; whole won (yen, dong) without. */
export const formatUnitPrice = (value: number, currency: string): string =>
  WHOLE_CURRENCIES.has(currency) && Number.isInteger(value)
    ? value.toLocaleString('en-US')
    : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
