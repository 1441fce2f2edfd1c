import { ARTICLE_SEARCH_KEYWORD_MAX } from '@baro/core';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The support centre's one search box; `onSearch` gets the trimmed keyword. */
export function SupportSearchBox({
  initial = '',
  onSearch,
}: {
  initial?: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    if (!trimmed) {
      setError(t('support.search.required'));
      return;
    }
    setError(null);
    onSearch(trimmed);
  };
  return (
    <search>
      <form onSubmit={submit} noValidate aria-label={t('support.search.label')}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            size="md"
            type="search"
            aria-label={t('support.search.label')}
            placeholder={t('support.search.placeholder')}
            value={keyword}
            maxLength={ARTICLE_SEARCH_KEYWORD_MAX}
            error={error}
            onChange={(event) => setKeyword(event.currentTarget.value)}
          />
          <Button type="submit" size="md">
            {t('support.search.submit')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
