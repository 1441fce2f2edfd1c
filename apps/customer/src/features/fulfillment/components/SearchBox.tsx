import { TextField } from '@baro/ui';
import { Button, Group } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's search: typed freely, asked of the server when submitted (Enter or the button), so the
 * address (`?q=`) changes once per search rather than at every keystroke.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // The address changed (back button, a cleared search): the box follows it.
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Group
      component="form"
      role="search"
      onSubmit={submit}
      gap="xs"
      wrap="nowrap"
      style={{ flex: '1 1 18rem' }}
    >
      <TextField
        type="search"
        label={t('fulfillment.common.search')}
        labelProps={{ className: 'baro-visually-hidden' }}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        style={{ flex: 1 }}
      />
      <Button type="submit" variant="default">
        {t('fulfillment.common.searchSubmit')}
      </Button>
    </Group>
  );
}
