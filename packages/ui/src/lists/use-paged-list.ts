import { getPageCount, resolvePage } from '@baro/core';
import { useCallback, useMemo, useState } from 'react';

export interface ClientPages<Item> {
  /** The page shown (1-based). */
  readonly page: number;
  /** At least 1, also for an empty list (SPEC §5). */
  readonly pageCount: number;
  /** The items of the page shown. */
  readonly pageItems: readonly Item[];
  /** The number of items in the whole list. */
  readonly total: number;
  /** Asks for a page; one outside 1..pageCount (or not a whole number) is ignored (SPEC §4). */
  readonly setPage: (page: number) => void;
}

/**
 * Client-side paging of a list already in memory (SPEC §4):
 *
 * - the page resets to 1 when the list is empty, and stays 1 when items come back;
 * - a requested page outside 1..pageCount is ignored: the current page stays;
 * - when the list shrinks below the page shown, the last page is shown instead of an empty one.
 *
 * `size` is the page size; a size that is not a positive whole number shows everything on one page.
 */
export function usePagedList<Item>(items: readonly Item[], size: number): ClientPages<Item> {
  const [requested, setRequested] = useState(1);
  const total = items.length;
  const pageSize = Number.isSafeInteger(size) && size > 0 ? size : Math.max(total, 1);
  const pageCount = getPageCount(total, pageSize);

  // Adjusting state while rendering (not in an effect) so an emptied list never paints page 3.
  if (total === 0 && requested !== 1) setRequested(1);
  const page = total === 0 ? 1 : Math.min(requested, pageCount);

  const setPage = useCallback(
    (next: number) =>
      setRequested((current) =>
        resolvePage(next, { current: Math.min(current, pageCount), pageCount, itemCount: total }),
      ),
    [pageCount, total],
  );

  const pageItems = useMemo(
    () => items.slice((page - 1) * pageSize, page * pageSize),
    [items, page, pageSize],
  );
  return { page, pageCount, pageItems, total, setPage };
}
