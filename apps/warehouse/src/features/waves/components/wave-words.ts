import { type Language, PARCEL_COMPANIES, type WaveListItem } from '@baro/core';
import type { TFunction } from 'i18next';

/** A wave's filters in words: `오늘 마감분 · 단품 주문 (1개) · CJ대한통운`. */
export function waveFiltersText(
  wave: Pick<WaveListItem, 'filters'>,
  t: TFunction,
  language: Language,
): string {
  const { cutoff, kind, parcelCompany } = wave.filters;
  const carrier = parcelCompany
    ? PARCEL_COMPANIES[parcelCompany][language === 'ko' ? 'nameKo' : 'nameEn']
    : t('waves.anyCarrier');
  return [t(`waves.cutoff.${cutoff}`), t(`waves.kind.${kind}`), carrier].join(' · ');
}
