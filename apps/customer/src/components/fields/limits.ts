import { formatNumber, type NumberLimit } from '@baro/core';
import type { TFunction } from 'i18next';

/**
 * The hint of a number field's range, from the limit the contract checks (@baro/core
 * CARGO_LIMITS): `1~999` for a count, `2,000 이하` for a measure that must be above 0.
 */
export function limitHint(limit: NumberLimit, t: TFunction): string {
  const max = formatNumber(limit.max, { maxFractionDigits: limit.decimals });
  if (limit.min !== undefined) return t('fields.limits.range', { min: formatNumber(limit.min), max });
  return t('fields.limits.upTo', { max });
}

/** `12 / 2,000`: characters typed against the most the contract takes. */
export function lengthCounter(length: number, max: number, t: TFunction): string {
  return t('fields.limits.count', { typed: formatNumber(length), max: formatNumber(max) });
}
