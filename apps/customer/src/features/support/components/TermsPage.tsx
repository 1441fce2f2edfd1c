import { useDocumentTitle, useLanguage } from '@baro/client';
import type { TermsKind } from '@baro/core';
import { EmptyState } from '@baro/ui';
import { Badge, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArticle } from '../api/get-article.ts';
import { useArticleList } from '../api/get-articles.ts';
import { ArticleBody } from './ArticleBody.tsx';
import { SupportRequestState } from './SupportRequestState.tsx';

function TermsVersionBody({ id }: { id: string }) {
  const article = useArticle(id, useLanguage());
  return (
    <SupportRequestState request={article}>
      {(data) => <ArticleBody html={data.bodyHtml} />}
    </SupportRequestState>
  );
}

/**
 * `/terms` and `/privacy`: the version in force (SPEC §3 GET_TERMS_LIST), with every earlier (and
 * an announced later) version to choose from.
 */
export function TermsPage({ kind }: { kind: TermsKind }) {
  const { t } = useTranslation();
  const title = kind === 'service' ? t('support.terms.service') : t('support.terms.privacy');
  useDocumentTitle(title);
  const versions = useArticleList({ articleType: 'terms', termsKind: kind, size: 50 });
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Stack gap="lg" py="lg">
      <Title order={1}>{title}</Title>
      <SupportRequestState request={versions}>
        {(page) => {
          if (page.items.length === 0)
            return <EmptyState title={t('support.terms.empty')} headingOrder={2} />;
          const current = page.items.find((item) => item.terms?.current) ?? page.items[0];
          const selected = page.items.find((item) => item.id === chosen) ?? current;
          if (!selected) return null;
          return (
            <Stack gap="md">
              <Group justify="space-between" align="end">
                <Group gap="xs">
                  <Text fw={600}>
                    {selected.terms?.versionLabel} ·{' '}
                    {t('support.terms.effectiveOn', { day: selected.terms?.effectiveOn ?? '' })}
                  </Text>
                  {selected.terms?.current ? <Badge color="green">{t('support.terms.current')}</Badge> : null}
                  {selected.terms?.upcoming ? (
                    <Badge color="yellow">{t('support.terms.upcoming')}</Badge>
                  ) : null}
                </Group>
                <NativeSelect
                  label={t('support.terms.version')}
                  value={selected.id}
                  onChange={(event) => setChosen(event.currentTarget.value)}
                  data={page.items.map((item) => ({
                    value: item.id,
                    label: `${item.terms?.versionLabel ?? ''} (${item.terms?.effectiveOn ?? ''})${item.terms?.current ? ` · ${t('support.terms.current')}` : ''}`,
                  }))}
                />
              </Group>
              <TermsVersionBody key={selected.id} id={selected.id} />
            </Stack>
          );
        }}
      </SupportRequestState>
    </Stack>
  );
}
