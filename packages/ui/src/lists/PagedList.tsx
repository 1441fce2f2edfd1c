import type { Language, Page } from '@baro/core';
import { Stack, Tabs, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useUiLabels, useUiLanguage } from '../i18n/ui-language.tsx';
import { Pagination } from '../pagination/Pagination.tsx';
import { LoadingState } from '../states/LoadingState.tsx';
import { QueryErrorState } from '../states/QueryErrorState.tsx';
import { LIST_LABELS, type ListLabels } from './list-labels.ts';
import type { ListParams } from './use-list-params.ts';

/** The parts of a TanStack Query result over a page of items that the list reads. */
export interface PagedQuery<Item> {
  readonly data: Page<Item> | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly isPlaceholderData: boolean;
  readonly error: unknown;
  refetch(): Promise<unknown>;
}

export interface PagedListTab<Tab extends string> {
  readonly value: Tab;
  readonly label: ReactNode;
}

export interface PagedListProps<Item, Tab extends string> {
  /** The tab, filters and page in the address (useListParams). */
  list: ListParams<Tab, string>;
  /** The page of items for `list` (`useQuery(…)` with `placeholderData: keepPreviousData`). */
  query: PagedQuery<Item>;
  /** The status tabs, in order; none for a list without tabs. */
  tabs?: readonly PagedListTab<Tab>[];
  /** What the tabs choose, for screen readers ("입찰 상태"). */
  tabsLabel?: string;
  /** `pills` for the customer site's rounded filter chips. @default 'default' */
  tabsVariant?: 'default' | 'pills';
  /** Filters between the tabs and the list. */
  toolbar?: ReactNode;
  /** Shown instead of an empty list (say whether a filter or tab emptied it, and what to do). */
  empty: ReactNode;
  /** Renders the page's items (a table, a list of cards). */
  children: (items: readonly Item[]) => ReactNode;
  /** Shows "총 N건" above the items. @default true */
  showCount?: boolean;
  /** Skeleton rows while the first page loads. @default 5 */
  loadingRows?: number;
  language?: Language;
  labels?: Partial<ListLabels>;
}

/**
 * A server-paged list: status tabs, optional filters, the items, page numbers — with the tab,
 * filters and page in the address (useListParams). It shows a skeleton while the first page
 * loads, the failure in the server's words with a retry, and `empty` for no items; the page
 * shown stays while the next one loads (`aria-busy`).
 *
 * SPEC §4: a page outside 1..pageCount is ignored (the pager offers none), and a list that comes
 * back empty past page 1 (it shrank meanwhile, or the address named a page that is gone) goes
 * back to page 1, replacing the address rather than adding to the history.
 */
export function PagedList<Item, Tab extends string = string>({
  list,
  query,
  tabs,
  tabsLabel,
  tabsVariant = 'default',
  toolbar,
  empty,
  children,
  showCount = true,
  loadingRows = 5,
  language,
  labels,
}: PagedListProps<Item, Tab>) {
  const resolved = useUiLanguage(language);
  const text = useUiLabels(LIST_LABELS, resolved, labels);
  const { data } = query;
  const pastEnd = data !== undefined && !query.isPlaceholderData && data.items.length === 0 && list.page > 1;
  const { setPage } = list;
  useEffect(() => {
    if (pastEnd) setPage(1, { replace: true });
  }, [pastEnd, setPage]);

  const body = query.isPending ? (
    <LoadingState variant="skeleton" rows={loadingRows} language={resolved} />
  ) : query.isError || data === undefined ? (
    <QueryErrorState query={query} language={resolved} />
  ) : data.items.length === 0 ? (
    empty
  ) : (
    <Stack gap="sm" aria-busy={query.isFetching || undefined}>
      {showCount ? (
        <Text size="sm" c="dimmed">
          {text.count(data.total)}
        </Text>
      ) : null}
      {children(data.items)}
      <Pagination
        page={data.page}
        pageCount={data.pageCount}
        onChange={(next) => setPage(next)}
        hideWhenSinglePage
        language={resolved}
      />
    </Stack>
  );

  const content = (
    <Stack gap="md">
      {toolbar}
      {body}
    </Stack>
  );
  if (!tabs || tabs.length === 0) return content;
  return (
    <Tabs
      className="baro-list-tabs"
      variant={tabsVariant}
      radius={tabsVariant === 'pills' ? 'xl' : undefined}
      value={list.tab}
      onChange={(value) => {
        if (value !== null && value !== list.tab) list.setTab(value as Tab);
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={tabsLabel} mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {/* Only the chosen tab's panel is rendered (keepMounted off): one list in the document. */}
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.value === list.tab ? content : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
