import type { Language } from '../i18n/language.ts';
import { formatNumber } from './numbers.ts';

// One rule for money everywhere a person reads it — screens, e-mails, PDFs, spreadsheets — in both
// languages:
//
//   Korean won in Korean:  1,234,000원
//   anything else:         KRW 1,234,000 · USD 1,234.50 · JPY 3,000 · EUR 0.50
//
// The ISO code rather than a symbol, because ₩, $ and ¥ are ambiguous across the currencies a
// forwarder quotes in (US$, HK$, CN¥, JP¥), and 원 because that is how Koreans write won. Digits
// are grouped with commas, and an amount has its currency's minor units (ISO 4217 as Intl knows
// them: none for KRW and JPY, two for USD, three for KWD), so a column of USD lines aligns.

const CODE = /^[A-Z]{3}$/;
const minorUnits = new Map<string, number>();

/** The decimals a currency's amounts carry (ISO 4217 minor units): 0 for KRW and JPY, 2 for USD; 2 if unknown. */
export function currencyFractionDigits(currency: string): number {
  let digits = minorUnits.get(currency);
  if (digits === undefined) {
    digits = 2;
    if (CODE.test(currency)) {
      try {
        digits =
          new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
            .maximumFractionDigits ?? 2;
      } catch {
        // Not a currency this runtime knows: two decimals, as most have.
      }
    }
    minorUnits.set(currency, digits);
  }
  return digits;
}

function withCurrency(digits: string, currency: string, language: Language): string {
  return currency === 'KRW' && language === 'ko' ? `${digits}원` : `${currency} ${digits}`;
}

/**
 * An amount in its currency, rounded to the currency's minor units: `1,234,000원` (KRW in Korean),
 * `KRW 1,234,000`, `USD 1,234.50`. '' for a non-number.
 */
export function formatMoney(amount: number, currency: string, language: Language): string {
  if (!Number.isFinite(amount)) return '';
  const digits = currencyFractionDigits(currency);
  return withCurrency(
    formatNumber(amount, { minFractionDigits: digits, maxFractionDigits: digits }),
    currency,
    language,
  );
}

/**
 * A price per unit (per kg, per RT, per container), which may carry more decimals than the
 * currency: at least the currency's minor units, at most four (`USD 4.80`, `USD 0.125`, `150원`).
 */
export function formatUnitPrice(amount: number, currency: string, language: Language): string {
  if (!Number.isFinite(amount)) return '';
  const digits = currencyFractionDigits(currency);
  return withCurrency(
    formatNumber(amount, { minFractionDigits: digits, maxFractionDigits: Math.max(4, digits) }),
    currency,
    language,
  );
}

/** What one unit of a currency costs in won (`1 USD = 1,380.5원`): KRW per unit, at most four decimals. */
export const formatExchangeRate = (krwPerUnit: number, language: Language): string =>
  formatUnitPrice(krwPerUnit, 'KRW', language);
