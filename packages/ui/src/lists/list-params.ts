// A list's tab, filters and page live in the address (`?status=won&pol=CNSHA&page=2`), so a
// reload, the back button and a shared link show the same list. These read and write them.

/** A 1-based page from the address (`?page=2`); anything else is page 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(Number(value), 1);
}

/** One of `allowed` from the address (`?status=waiting`), else null (the list's default). */
export function parseChoice<Value extends string>(
  value: string | null | undefined,
  allowed: readonly Value[],
): Value | null {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as Value)
    : null;
}

/** What a change sets: a parameter to a value, or away (null or '') for the default. */
export type ListParamChanges = Readonly<Record<string, string | number | null | undefined>>;

/**
 * The address's query with `changes` applied. Any change but the page itself goes back to the
 * first page (a new filter shows its own first page), and page 1 is left out, so the plain
 * address is the first page of the default list.
 */
export function withListParams(current: URLSearchParams, changes: ListParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  const page = next.get('page');
  if (page !== null && parsePage(page) <= 1) next.delete('page');
  return next;
}
