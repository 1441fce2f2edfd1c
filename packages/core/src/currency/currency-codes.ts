/**
 * The ISO 4217 currencies Baro quotes and invoices in (SPEC §9): the five most used in Korean
 * trade first (USD, CNY, EUR, JPY, GBP), then every other circulating currency alphabetically,
 * KRW included. Left out on purpose: fund and accounting units (BOV, CLF, COU, MXV, USN, UYI,
 * UYW, CHE, CHW, XDR, XSU, XUA), precious metals and test codes (XAU, XAG, XPD, XPT, XBA–XBD,
 * XTS, XXX), and currencies withdrawn by 2026 (ANG → XCG, BGN → EUR, CUC, HRK → EUR, SLL → SLE,
 * ZWL → ZWG).
 */
// biome-ignore format: a grid of twelve codes per line is easier to scan than 155 lines
export const CURRENCY_CODES = Object.freeze([
  'USD', 'CNY', 'EUR', 'JPY', 'GBP', 'AED', 'AFN', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD',
  'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BHD', 'BIF', 'BMD', 'BND', 'BOB', 'BRL', 'BSD',
  'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP', 'COP', 'CRC', 'CUP', 'CVE',
  'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'FJD', 'FKP', 'GEL', 'GHS',
  'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD', 'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR',
  'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'KES', 'KGS', 'KHR', 'KMF', 'KPW', 'KRW', 'KWD',
  'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA', 'MKD',
  'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN',
  'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'PYG',
  'QAR', 'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP',
  'SLE', 'SOS', 'SRD', 'SSP', 'STN', 'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND',
  'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX', 'UYU', 'UZS', 'VED', 'VES', 'VND',
  'VUV', 'WST', 'XAF', 'XCD', 'XCG', 'XOF', 'XPF', 'YER', 'ZAR', 'ZMW', 'ZWG',
] as const);

/** An ISO 4217 code from {@link CURRENCY_CODES}. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

const CURRENCY_SET: ReadonlySet<string> = new Set(CURRENCY_CODES);

/** True when the value is exactly (uppercase) one of {@link CURRENCY_CODES}. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CURRENCY_SET.has(value);
}
