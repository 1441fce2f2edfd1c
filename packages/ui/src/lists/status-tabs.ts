import { formatNumber } from '@baro/core';

export interface StatusTabsOptions<Tab extends string, All extends Tab> {
  /** The tab of every status (first in `tabs`). */
  all: All;
  allLabel: string;
  /** A status's name in the app's words. */
  label: (status: Exclude<Tab, All>) => string;
  /** How many items each status has, when the list's answer carries them: `출고 대기 12`. */
  counts?: Readonly<Record<Exclude<Tab, All>, number>> | undefined;
}

/**
 * The tabs of a list by status, for `PagedList`'s `tabs`: the `all` tab, then each status by its
 * name with its count (grouped digits) once the answer has the counts.
 */
export function statusTabs<Tab extends string, All extends Tab>(
  tabs: readonly Tab[],
  { all, allLabel, label, counts }: StatusTabsOptions<Tab, All>,
): { value: Tab; label: string }[] {
  return tabs.map((value) => {
    if (value === all) return { value, label: allLabel };
    const status = value as Exclude<Tab, All>;
    const name = label(status);
    return { value, label: counts ? `${name} ${formatNumber(counts[status])}` : name };
  });
}
