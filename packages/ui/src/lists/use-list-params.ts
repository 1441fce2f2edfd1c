import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListParamChanges, parseChoice, parsePage, withListParams } from './list-params.ts';

export interface ListParamsOptions<Tab extends string, Filter extends string> {
  /** The tabs' values; the address holds one of them (`?status=won`). */
  readonly tabs?: readonly Tab[];
  /** The tab shown when the address names none (its value is then left out of the address). */
  readonly defaultTab?: Tab;
  /** The address parameter of the tab. @default 'status' */
  readonly tabParam?: string;
  /** Further filters kept in the address (`pol`, `freightType`); values are strings, '' for none. */
  readonly filters?: readonly Filter[];
}

export interface ListParams<Tab extends string = string, Filter extends string = string> {
  /** The tab shown (the default when the address names none or an unknown one). */
  readonly tab: Tab;
  /** True when the tab is the default one. */
  readonly isDefaultTab: boolean;
  /** The page asked for in the address, 1-based. */
  readonly page: number;
  /** Each filter's value, '' when unset. */
  readonly filters: Readonly<Record<Filter, string>>;
  /** True when any filter is set. */
  readonly filtered: boolean;
  /** Changes parameters; anything but the page goes back to the first page. */
  update(
    changes: Partial<Record<Filter | 'page', string | number | null>>,
    options?: { replace?: boolean },
  ): void;
  setTab(tab: Tab): void;
  setPage(page: number, options?: { replace?: boolean }): void;
  /** Clears every filter (keeps the tab). */
  clearFilters(): void;
}

/**
 * A list's tab, filters and page in the address (through React Router's search parameters), so a
 * reload, the back button and a shared link show the same list. Changing a tab or a filter goes
 * back to page 1 and does not scroll; the default tab and page 1 are left out of the address.
 */
export function useListParams<const Tab extends string = string, const Filter extends string = never>(
  options: ListParamsOptions<Tab, Filter> = {},
): ListParams<Tab, Filter> {
  const {
    tabs = [] as readonly Tab[],
    defaultTab,
    tabParam = 'status',
    filters = [] as readonly Filter[],
  } = options;
  const [params, setParams] = useSearchParams();
  const fallbackTab = (defaultTab ?? tabs[0] ?? '') as Tab;
  const tab = parseChoice(params.get(tabParam), tabs) ?? fallbackTab;
  const page = parsePage(params.get('page'));
  const filterKey = filters.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter names are compared by value
  const values = useMemo(
    () => Object.fromEntries(filters.map((name) => [name, params.get(name) ?? ''])) as Record<Filter, string>,
    [params, filterKey],
  );

  const apply = useCallback(
    (changes: ListParamChanges, replace = false) =>
      setParams((current) => withListParams(current, changes), {
        replace,
        // A new filter or tab keeps the reader where they are; a new page starts at its top.
        preventScrollReset: !('page' in changes),
      }),
    [setParams],
  );

  // Stable functions, so a screen may put them in an effect's dependencies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter names are compared by value
  const actions = useMemo(
    () => ({
      update: (
        changes: Partial<Record<Filter | 'page', string | number | null>>,
        options?: { replace?: boolean },
      ) => apply(changes, options?.replace),
      setTab: (next: Tab) => apply({ [tabParam]: next === fallbackTab ? null : next }),
      setPage: (next: number, options?: { replace?: boolean }) => apply({ page: next }, options?.replace),
      clearFilters: () => apply(Object.fromEntries(filters.map((name) => [name, null]))),
    }),
    [apply, tabParam, fallbackTab, filterKey],
  );

  return {
    tab,
    isDefaultTab: tab === fallbackTab,
    page,
    filters: values,
    filtered: Object.values<string>(values).some((value) => value !== ''),
    ...actions,
  };
}
