/** A 1-based page from the address (`?page=2`); anything else is page 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return Math.max(page, 1);
}

/** One of `allowed` from the address (`?status=waiting`), else null (every status). */
export function parseFilter<Value extends string>(
  value: string | null,
  allowed: readonly Value[],
): Value | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as Value) : null;
}

/**
 * The address's query with a new filter and page: the filter's parameter is left out for "all",
 * the page for page 1, so the plain address is the first page of everything.
 */
export function withListParams(
  current: URLSearchParams,
  change: { readonly filter?: string | null; readonly page?: number },
  filterParam = 'status',
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.filter !== undefined) {
    if (change.filter === null) next.delete(filterParam);
    else next.set(filterParam, change.filter);
    next.delete('page');
  }
  if (change.page !== undefined) {
    if (change.page <= 1) next.delete('page');
    else next.set('page', String(change.page));
  }
  return next;
}
