import type { LocationKind, TradeLocation } from '@baro/core';
import { CloseButton, Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import {
  locationKeys,
  locationSearchQueryOptions,
  useLocation,
  useLocationSearch,
} from '../api/search-locations.ts';
import { placeName } from '../quote-format.ts';

/** How long typing pauses before the list is searched. */
export const LOCATION_SEARCH_DEBOUNCE_MS = 250;

export interface LocationFieldProps {
  label: ReactNode;
  /** Sea ports (FCL, LCL, vessel schedules) or airports (AIR). */
  kind: LocationKind;
  /** The chosen location's code, '' for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  required?: boolean;
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
 * or English or by code; each suggestion shows both names and the code. Arrow keys move through
 * the suggestions and Enter picks one. Leaving the field with text that is exactly one place's
 * code or name picks it; other text is dropped, so the value is always a known code or nothing.
 */
export function LocationField({
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
}: LocationFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const chosen = useLocation(value);
  const chosenLabel = value === '' ? '' : chosen.data ? placeName(chosen.data, language) : value;
  // null while the field shows the chosen location; the text being typed otherwise.
  const [typing, setTypingState] = useState<string | null>(null);
  const typingRef = useRef<string | null>(null);
  const setTyping = (text: string | null) => {
    typingRef.current = text;
    setTypingState(text);
  };
  const [debounced] = useDebouncedValue(typing ?? '', LOCATION_SEARCH_DEBOUNCE_MS);
  const suggestions = useLocationSearch({ query: debounced, kind }, combobox.dropdownOpened);
  const items = suggestions.data?.items ?? [];

  // New suggestions: the first one is highlighted, so Enter picks it.
  const firstCode = items[0]?.code;
  useEffect(() => {
    if (firstCode !== undefined && combobox.dropdownOpened) combobox.selectFirstOption();
  }, [firstCode, combobox]);

  const choose = (location: TradeLocation) => {
    queryClient.setQueryData(locationKeys.detail(location.code), location);
    setTyping(null);
    if (location.code !== value) onChange(location.code);
    combobox.closeDropdown();
  };

  const leave = () => {
    combobox.closeDropdown();
    const text = typing;
    if (text !== null) {
      setTyping(null);
      typingRef.current = null;
      // The text may be newer than the last search: ask for exactly it (usually from the cache).
      if (text.trim() !== '') {
        void queryClient
          .fetchQuery(locationSearchQueryOptions({ query: text, kind }))
          .then((list) => {
            const match = exactMatch(list.items, text);
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

  const empty = suggestions.isPending
    ? t('forwarding.location.searching')
    : suggestions.isError
      ? t('forwarding.location.failed')
      : t('forwarding.location.noMatches');

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
          placeholder={placeholder ?? t('forwarding.location.placeholder')}
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
            ) : value !== '' || (typing ?? '') !== '' ? (
              <CloseButton
                size="sm"
                aria-label={t('forwarding.location.clear')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={clear}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={value !== '' || (typing ?? '') !== '' ? 'all' : 'none'}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={300} style={{ overflowY: 'auto' }}>
          {items.length === 0 ? (
            <Combobox.Empty>{empty}</Combobox.Empty>
          ) : (
            items.map((item) => (
              <Combobox.Option value={item.code} key={item.code} active={item.code === value}>
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  <div>
                    <Text size="sm" fw={500}>
                      {language === 'ko' ? item.nameKo : item.nameEn}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {language === 'ko' ? item.nameEn : item.nameKo} · {item.countryCode}
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
