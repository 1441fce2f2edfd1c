import type { Language } from '@baro/core';
import { Pagination as MantinePagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { MEDIA_QUERIES } from '../theme/breakpoints.ts';
import { isSelectablePage } from './is-selectable-page.ts';
import { PAGINATION_LABELS, type PaginationLabels } from './pagination-labels.ts';

export interface PaginationProps {
  /** The page shown, 1-based. */
  page: number;
  /** From getPageCount; at least 1. */
  pageCount: number;
  /** Called with a page within 1..pageCount other than the current one. */
  onChange: (page: number) => void;
  /** Pages shown on each side of the current one. @default 1, and 0 on phones so one row fits 320 px */
  siblings?: number;
  disabled?: boolean;
  /** Render nothing when there is a single page. @default false */
  hideWhenSinglePage?: boolean;
  language?: Language;
  labels?: Partial<PaginationLabels>;
}

/**
 * Page numbers with previous/next, in a labelled `<nav>`. Every control is a button in the Tab
 * order with a spoken name ("3 페이지"), and the current one has `aria-current="page"`.
 */
export function Pagination({
  page,
  pageCount,
  onChange,
  siblings,
  disabled,
  hideWhenSinglePage = false,
  language,
  labels,
}: PaginationProps) {
  const text = useUiLabels(PAGINATION_LABELS, language, labels);
  const isMobile = useMediaQuery(MEDIA_QUERIES.mobile, undefined, { getInitialValueInEffect: false });
  const total = Math.max(1, Math.floor(pageCount));
  if (hideWhenSinglePage && total === 1) return null;
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  return (
    <nav aria-label={text.nav} className="baro-pagination">
      <MantinePagination
        total={total}
        value={current}
        siblings={siblings ?? (isMobile ? 0 : 1)}
        size={isMobile ? 'sm' : 'md'}
        disabled={disabled}
        onChange={(next) => {
          if (isSelectablePage(next, current, total)) onChange(next);
        }}
        getItemProps={(item) => ({ 'aria-label': text.page(item) })}
        getControlProps={(control) => {
          if (control === 'previous') return { 'aria-label': text.previous };
          if (control === 'next') return { 'aria-label': text.next };
          return {};
        }}
      />
    </nav>
  );
}
