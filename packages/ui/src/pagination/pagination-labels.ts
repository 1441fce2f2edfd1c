import type { Language } from '@baro/core';

export interface PaginationLabels {
  /** Name of the `<nav>` landmark. */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page button. */
  page: (page: number) => string;
}

export const PAGINATION_LABELS: Readonly<Record<Language, PaginationLabels>> = Object.freeze({
  ko: { nav: '페이지 이동', previous: '이전 페이지', next: '다음 페이지', page: (page) => `${page} 페이지` },
  en: { nav: 'Pagination', previous: 'Previous page', next: 'Next page', page: (page) => `Page ${page}` },
});
