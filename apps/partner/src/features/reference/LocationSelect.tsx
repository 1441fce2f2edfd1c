import type { LocationKind, LocationRef } from '@baro/core';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { useLocationSearch } from './api.ts';

export interface LocationSelectProps {
  label: ReactNode;
  /** The chosen location code, '' for none. */
  value: string;
  onChange: (code: string) => void;
  /** Sea ports for FCL/LCL, airports for AIR; both when undefined. */
  kind?: LocationKind | undefined;
  error?: ReactNode;
  required?: boolean;
  clearable?: boolean;
  description?: ReactNode;
  w?: number | string;
}

/** `부산 (KRPUS)` / `Busan (KRPUS)`. */
export function locationLabel(location: LocationRef, language: string): string {
  return `${language === 'ko' ? location.nameKo : location.nameEn} (${location.code})`;
}

/**
 * A port or airport picked by typing part of its name (Korean or English) or code: the choices
 * come from `GET /api/locations?query=&kind=` as the user types. Keyboard: type, arrows, Enter.
 */
export function LocationSelect({
  label,
  value,
  onChange,
  kind,
  error,
  required,
  clearable = true,
  description,
  w,
}: LocationSelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [known, setKnown] = useState<Record<string, string>>({});
  const results = useLocationSearch(debounced, kind);

  const data = useMemo(() => {
    const options = (results.data?.items ?? []).map((location) => ({
      value: location.code,
      label: locationLabel(location, language),
    }));
    // The chosen code stays choosable (and labelled) whatever the current search shows.
    if (value && !options.some((option) => option.value === value)) {
      options.unshift({ value, label: known[value] ?? value });
    }
    return options;
  }, [results.data, language, value, known]);

  return (
    <Select
      label={label}
      description={description}
      placeholder={t('location.placeholder')}
      searchable
      clearable={clearable}
      required={required}
      error={error}
      w={w}
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? t('common.loading') : t('location.noMatch')}
      onChange={(code, option) => {
        if (code && option) setKnown((current) => ({ ...current, [code]: option.label }));
        onChange(code ?? '');
      }}
    />
  );
}
