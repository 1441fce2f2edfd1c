import { useDocumentTitle, useLanguage } from '@baro/client';
import { DateText } from '@baro/ui';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs, paths } from '../../../paths.ts';
import { useArticle } from '../api/get-article.ts';
import { ArticleBody } from './ArticleBody.tsx';
import { SupportRequestState } from './SupportRequestState.tsx';

/**
 * `/support/article/{id}`: one article (SPEC §3 GET_DETAIL). The server renders this page first
 * with the article in the store (SPEC §4), so it shows without asking again.
 */
export function SupportArticle({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const article = useArticle(id, language);
  useDocumentTitle(article.data?.title ?? t('support.home.title'));
  return (
    <Stack gap="lg" py="lg" component="article">
      <Anchor component={Link} to={paths.support} size="sm">
        ← {t('support.home.title')}
      </Anchor>
      <SupportRequestState request={article}>
        {(data) => (
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="light">{t(`support.articleType.${data.articleType}`)}</Badge>
              {data.group ? (
                <Text size="sm" c="dimmed">
                  {data.group.name}
                </Text>
              ) : null}
            </Group>
            <Title order={1}>{data.title}</Title>
            <Text size="sm" c="dimmed">
              {t('support.article.updated')} <DateText value={data.updatedAt} />
              {data.lang !== language ? ` · ${t('support.article.koreanOnly')}` : ''}
            </Text>
            <ArticleBody html={data.bodyHtml} />
            <Group
              justify="space-between"
              mt="lg"
              component="nav"
              aria-label={t('support.article.neighbours')}
            >
              {data.previous ? (
                <Anchor component={Link} to={hrefs.supportArticle(data.previous.id)}>
                  ← {data.previous.title}
                </Anchor>
              ) : (
                <span />
              )}
              {data.next ? (
                <Anchor component={Link} to={hrefs.supportArticle(data.next.id)}>
                  {data.next.title} →
                </Anchor>
              ) : null}
            </Group>
          </Stack>
        )}
      </SupportRequestState>
    </Stack>
  );
}
