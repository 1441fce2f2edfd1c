import type { Language } from '@baro/core';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { LIST_LABELS, type ListLabels } from './list-labels.ts';

export interface SearchBoxProps {
  /** The search in the address (the list's `query` filter). */
  value: string;
  onSearch: (query: string) => void;
  label: string;
  placeholder?: string;
  /** Other filters beside the text (selects), submitted with it. */
  children?: ReactNode;
  /** The text field's width. @default 320 */
  width?: number | string;
  language?: Language;
  labels?: Partial<ListLabels>;
}

/**
 * A list's text search: typed freely, applied on Enter or the button (one request per search,
 * not per keystroke), and cleared back to the whole list.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  children,
  width = 320,
  language,
  labels,
}: SearchBoxProps) {
  const words = useUiLabels(LIST_LABELS, language, labels);
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
            w={width}
            maxLength={100}
          />
          {children}
          <Button type="submit">{words.search}</Button>
          {value ? (
            <Button
              variant="subtle"
              onClick={() => {
                setText('');
                onSearch('');
              }}
            >
              {words.reset}
            </Button>
          ) : null}
        </Group>
      </form>
    </search>
  );
}
