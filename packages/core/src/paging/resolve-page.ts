/** The pager's state when a new page is requested. */
export interface PageState {
  /** The page shown now (1-based). */
  readonly current: number;
  /** The number of pages, e.g. from getPageCount. */
  readonly pageCount: number;
  /** The number of items in the (filtered) list. */
  readonly itemCount: number;
}

const isPositiveInteger = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0;

/**
 * Client-side paging (SPEC §4): the page to show after `requested` is asked for.
 *
 * - An empty list (itemCount 0 or not a positive number) always shows page 1.
 * - A requested page that is not a whole number within 1..pageCount is ignored: the current
 *   page stays. A pageCount that is not a positive whole number counts as 1.
 * - A current page that is not a positive whole number is treated as 1.
 */
export function resolvePage(requested: unknown, state: Partial<PageState> | null | undefined): number {
  const { current: shown, pageCount: pages, itemCount } = state ?? {};
  if (typeof itemCount !== 'number' || !(itemCount > 0)) return 1;
  const current = isPositiveInteger(shown) ? shown : 1;
  const pageCount = isPositiveInteger(pages) ? pages : 1;
  if (!isPositiveInteger(requested) || requested > pageCount) return current;
  return requested;
}
