import type { LocationKind, TradeLocation } from '@baro/core';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useLocationSearch } from '../api/search-locations.ts';
import { placeName } from '../bid-format.ts';

export interface LocationSelectProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  /** Sea ports (FCL, LCL) or airports (AIR). */
  kind: LocationKind;
  /** The chosen location's code, '' for none. */
  value: string;
  onChange: (code: string) => void;
}

const SEARCH_DELAY_MS = 250;

const optionLabel = (location: TradeLocation, language: 'ko' | 'en') =>
  `${placeName(location, language)} (${location.code})`;

/**
 * A searchable port or airport field: what is typed is looked up in both languages and by code
 * (`GET /api/locations?kind=&query=`), and the chosen location's code is the value. The combobox
 * is Mantine's (arrow keys move through the options, Enter chooses, Escape closes).
 */
export function LocationSelect({ kind, value, onChange, ...props }: LocationSelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const chosen = useRef<TradeLocation | null>(null);
  // While the field shows the chosen option's label, the search is for everything.
  const typed = chosen.current && search === optionLabel(chosen.current, language) ? '' : search;
  const [query] = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const locations = useLocationSearch(kind, query);

  const found = locations.data?.items ?? [];
  if (value === '') chosen.current = null;
  const known = chosen.current?.code === value ? [chosen.current] : [];
  const options = [...known, ...found.filter((location) => location.code !== chosen.current?.code)];

  return (
    <Select
      {...props}
      searchable
      clearable
      // The list stays with its field; Popover's off-screen hiding misjudges fields not laid out yet.
      comboboxProps={{ hideDetached: false }}
      value={value === '' ? null : value}
      onChange={(code) => {
        chosen.current = options.find((location) => location.code === code) ?? null;
        onChange(code ?? '');
      }}
      searchValue={search}
      onSearchChange={setSearch}
      data={options.map((location) => ({ value: location.code, label: optionLabel(location, language) }))}
      // The server has already matched names in both languages and codes.
      filter={({ options: all }) => all}
      nothingFoundMessage={locations.isFetching ? undefined : t('bids.form.locationNothing')}
      rightSection={locations.isFetching ? <Loader size="xs" /> : undefined}
      placeholder={t('bids.form.locationPlaceholder')}
    />
  );
}
