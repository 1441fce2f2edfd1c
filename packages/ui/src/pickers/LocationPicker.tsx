import {
  kitQueryKeys,
  locationSearchQueryOptions,
  useApiClient,
  useLocation,
  useLocationSearch,
} from '@baro/client';
import { type Language, type LocationKind, placeLabel, placeName, type TradeLocation } from '@baro/core';
import { CloseButton, Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useUiLabels, useUiLanguage } from '../i18n/ui-language.tsx';
import { LOCATION_PICKER_LABELS, type LocationPickerLabels } from './picker-labels.ts';

/** How long typing pauses before the list is searched. */
export const LOCATION_SEARCH_DEBOUNCE_MS = 250;

/** How many suggestions the list shows. */
export const LOCATION_SUGGESTIONS = 20;

export interface LocationPickerProps {
  label: ReactNode;
  /** Sea ports (FCL, LCL, vessel schedules) or airports (AIR); both when absent. */
  kind?: LocationKind | undefined;
  /** The chosen location's code, '' for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  required?: boolean;
  /** Width of the field (a filter bar's narrow column). */
  w?: number | string;
  language?: Language;
  labels?: Partial<LocationPickerLabels>;
}

const normalized = (text: string) => text.trim().toLocaleLowerCase('ko').replace(/\s+/g, '');

/** A suggestion that is exactly what was typed: its code, or its Korean or English name. */
function exactMatch(items: readonly TradeLocation[], typed: string): TradeLocation | undefined {
  const wanted = normalized(typed);
  if (wanted === '') return undefined;
  const matches = items.filter((item) =>
    [item.code, item.nameKo, item.nameEn].some((name) => normalized(name) === wanted),
  );
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * A sea port or airport picked from `GET /api/locations` as the user types (debounced), in Korean
 * or English or by code; each suggestion shows both names and the code, and the chosen one reads
 * `상하이 (CNSHA)`. Arrow keys move through the suggestions and Enter picks one. Leaving the field
 * with text that is exactly one place's code or name picks it; other text is dropped, so the value
 * is always a known code or nothing. A code given from outside (the address) is shown by its name
 * (`GET /api/locations/{code}`).
 *
 * The searches go through `@baro/client`'s one location request, whose cache key is the request
 * itself, so every picker of every app shares answers without ever mixing them up.
 */
export function LocationPicker({
  label,
  kind,
  value,
  onChange,
  onBlur,
  onFocus,
  error,
  description,
  placeholder,
  required,
  w,
  language,
  labels,
}: LocationPickerProps) {
  const resolved = useUiLanguage(language);
  const text = useUiLabels(LOCATION_PICKER_LABELS, resolved, labels);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const chosen = useLocation(value);
  const chosenLabel = value === '' ? '' : chosen.data ? placeLabel(chosen.data, resolved) : value;
  // null while the field shows the chosen location; the text being typed otherwise.
  const [typing, setTypingState] = useState<string | null>(null);
  const typingRef = useRef<string | null>(null);
  const setTyping = (next: string | null) => {
    typingRef.current = next;
    setTypingState(next);
  };
  const [debounced] = useDebouncedValue(typing ?? '', LOCATION_SEARCH_DEBOUNCE_MS);
  const search = { query: debounced, kind, limit: LOCATION_SUGGESTIONS };
  const suggestions = useLocationSearch(search, { enabled: combobox.dropdownOpened });
  const items = suggestions.data?.items ?? [];

  // New suggestions: the first one is highlighted, so Enter picks it.
  const firstCode = items[0]?.code;
  useEffect(() => {
    if (firstCode !== undefined && combobox.dropdownOpened) combobox.selectFirstOption();
  }, [firstCode, combobox]);

  const choose = (location: TradeLocation) => {
    queryClient.setQueryData(kitQueryKeys.locations.detail(location.code), location);
    setTyping(null);
    if (location.code !== value) onChange(location.code);
    combobox.closeDropdown();
  };

  const leave = () => {
    combobox.closeDropdown();
    const typed = typing;
    if (typed !== null) {
      setTyping(null);
      // The text may be newer than the last search: ask for exactly it (usually from the cache).
      if (typed.trim() !== '') {
        void queryClient
          .fetchQuery(locationSearchQueryOptions(client, { ...search, query: typed }))
          .then((list) => {
            const match = exactMatch(list.items, typed);
            // Unless the user has started typing again meanwhile.
            if (match && typingRef.current === null) choose(match);
          })
          .catch(() => {});
      }
    }
    onBlur?.();
  };

  const clear = () => {
    setTyping('');
    onChange('');
    combobox.openDropdown();
  };

  const emptyText = suggestions.isPending
    ? text.searching
    : suggestions.isError
      ? text.failed
      : text.noMatches;
  const hasText = value !== '' || (typing ?? '') !== '';

  return (
    <Combobox
      store={combobox}
      // The list belongs to its field and closes when the field loses focus; it is never left
      // floating detached, so Popover's off-screen hiding (which misjudges unlaid-out fields) is off.
      hideDetached={false}
      onOptionSubmit={(code) => {
        const location = items.find((item) => item.code === code);
        if (location) choose(location);
      }}
    >
      <Combobox.Target>
        <InputBase
          label={label}
          required={required}
          error={error}
          description={description}
          placeholder={placeholder ?? text.placeholder}
          w={w}
          value={typing ?? chosenLabel}
          autoComplete="off"
          onChange={(event) => {
            setTyping(event.currentTarget.value);
            if (value !== '') onChange('');
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => {
            combobox.openDropdown();
            onFocus?.();
          }}
          onBlur={leave}
          rightSection={
            suggestions.isFetching && combobox.dropdownOpened ? (
              <Loader size={14} aria-hidden="true" />
            ) : hasText ? (
              <CloseButton
                size="sm"
                aria-label={text.clear}
                onMouseDown={(event) => event.preventDefault()}
                onClick={clear}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={hasText ? 'all' : 'none'}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={300} style={{ overflowY: 'auto' }}>
          {items.length === 0 ? (
            <Combobox.Empty>{emptyText}</Combobox.Empty>
          ) : (
            items.map((item) => (
              <Combobox.Option
                value={item.code}
                key={item.code}
                active={item.code === value}
                // Read as one phrase: `상하이 (CNSHA) · Shanghai · CN`.
                aria-label={`${placeLabel(item, resolved)} · ${placeName(item, resolved === 'ko' ? 'en' : 'ko')} · ${item.countryCode}`}
              >
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  <div>
                    <Text size="sm" fw={500}>
                      {placeName(item, resolved)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {placeName(item, resolved === 'ko' ? 'en' : 'ko')} · {item.countryCode}
                    </Text>
                  </div>
                  <Text size="xs" ff="monospace" fw={600}>
                    {item.code}
                  </Text>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
