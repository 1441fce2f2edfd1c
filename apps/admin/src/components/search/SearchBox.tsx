import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchBoxProps {
  /** The search in the address (the list's `query` filter). */
  value: string;
  onSearch: (query: string) => void;
  label: string;
  placeholder?: string;
  /** Other filters beside the text (selects), submitted with it. */
  children?: ReactNode;
}

/**
 * A list's text search: typed freely, applied on Enter or the button (one request per search,
 * not per keystroke), and cleared back to the whole list.
 */
export function SearchBox({ value, onSearch, label, placeholder, children }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // The address may change under the box (back button, a link): follow it.
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={label}
            placeholder={placeholder}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={320}
            maxLength={100}
          />
          {children}
          <Button type="submit">{t('common.search')}</Button>
          {value ? (
            <Button
              variant="subtle"
              onClick={() => {
                setText('');
                onSearch('');
              }}
            >
              {t('common.reset')}
            </Button>
          ) : null}
        </Group>
      </form>
    </search>
  );
}
