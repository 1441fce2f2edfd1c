import { formatNumber, type Language } from '@baro/core';

export interface ListLabels {
  /** How many items the whole list has. */
  count: (total: number) => string;
  /** SearchBox's buttons: apply the search, and clear it back to the whole list. */
  search: string;
  reset: string;
}

export const LIST_LABELS: Readonly<Record<Language, ListLabels>> = Object.freeze({
  ko: { count: (total: number) => `총 ${formatNumber(total)}건`, search: '검색', reset: '초기화' },
  en: {
    count: (total: number) => `${formatNumber(total)} ${total === 1 ? 'item' : 'items'}`,
    search: 'Search',
    reset: 'Reset',
  },
});
