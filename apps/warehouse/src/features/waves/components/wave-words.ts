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
/** "12 orders · 30 tasks · 45 pcs": each count with its own plural (no "1 orders"). */
export function waveSizeText(totals: { orders: number; tasks: number; units: number }, t: TFunction): string {
  return t('waves.size', {
    orders: t('waves.sizeOrders', { count: totals.orders }),
    tasks: t('waves.sizeTasks', { count: totals.tasks }),
    units: t('waves.sizeUnits', { count: totals.units }),
  });
}
