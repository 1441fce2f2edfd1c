import { CURRENCY_CODES } from '@baro/core';

/**
 * The currencies in the order every currency field offers them: SPEC §9's first five (USD, CNY,
 * EUR, JPY, GBP), then KRW, then the other ISO codes alphabetically as @baro/core lists them.
 */
export const CURRENCY_OPTIONS: readonly string[] = Object.freeze([
  ...CURRENCY_CODES.slice(0, 5),
  'KRW',
  ...CURRENCY_CODES.slice(5).filter((code) => code !== 'KRW'),
]);
