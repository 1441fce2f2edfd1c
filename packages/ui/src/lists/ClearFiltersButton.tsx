import type { Language } from '@baro/core';
import { Button } from '@mantine/core';
import { useUiLabels, useUiLanguage } from '../i18n/ui-language.tsx';
import { LIST_LABELS, type ListLabels } from './list-labels.ts';
import type { ListParams } from './use-list-params.ts';

export interface ClearFiltersButtonProps {
  /** The list's tab, filters and page in the address (useListParams). */
  list: Pick<ListParams<string, string>, 'filtered' | 'clearFilters'>;
  language?: Language;
  labels?: Partial<Pick<ListLabels, 'reset'>>;
}

/**
 * "초기화" at the end of a paged list's filter row: clears every filter in the address (the tab
 * stays), shown only while a filter is set.
 */
export function ClearFiltersButton({ list, language, labels }: ClearFiltersButtonProps) {
  const text = useUiLabels(LIST_LABELS, useUiLanguage(language), labels);
  if (!list.filtered) return null;
  return (
    <Button variant="subtle" onClick={() => list.clearFilters()}>
      {text.reset}
    </Button>
  );
}
