import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page in the address (`?status=won&pol=CNSHA&page=2`), so a reload, the back
 * button and a shared link show the same list. Changing a filter goes back to page 1.
 */
export function useSearchState<const Keys extends string>(keys: readonly Keys[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Keys, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (changes: Partial<Record<Keys | 'page', string | number | null>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || value === undefined) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { values, page, update };
}
