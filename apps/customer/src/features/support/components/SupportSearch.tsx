import { useDocumentTitle } from '@baro/client';
import { getPageCount } from '@baro/core';
import { EmptyState, Pagination } from '@baro/ui';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hrefs, paths } from '../../../paths.ts';
import { useArticleSearch } from '../api/search-articles.ts';
import { Highlighted } from './Highlighted.tsx';
import { SupportRequestState } from './SupportRequestState.tsx';
import { SupportSearchBox } from './SupportSearchBox.tsx';

/** `/support/search?keyword=&page=`: ranked results with the matches marked (SPEC §3 GET_SEARCH_LIST). */
export function SupportSearch() {
  const { t } = useTranslation();
  useDocumentTitle(t('support.search.title'));
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useArticleSearch({ keyword, page });
  return (
    <Stack gap="lg" py="lg">
      <Anchor component={Link} to={paths.support} size="sm">
        ← {t('support.home.title')}
      </Anchor>
      <Title order={1}>{t('support.search.title')}</Title>
      <SupportSearchBox key={keyword} initial={keyword} onSearch={(next) => setParams({ keyword: next })} />
      {keyword.trim() === '' ? (
        <EmptyState title={t('support.search.prompt')} headingOrder={2} />
      ) : (
        <SupportRequestState request={search}>
          {(result) => (
            <Stack gap="md" aria-live="polite">
              <Text size="sm" c="dimmed">
                {t('support.search.count', { keyword: result.keyword, count: result.total })}
              </Text>
              {result.approximate && result.total > 0 ? (
                <Alert variant="light" color="yellow">
                  {t('support.search.approximate')}
                </Alert>
              ) : null}
              {result.items.length === 0 ? (
                <EmptyState
                  title={t('support.search.empty')}
                  description={t('support.search.emptyHint')}
                  headingOrder={2}
                />
              ) : (
                <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                  {result.items.map((hit) => (
                    <Paper component="li" key={hit.id} withBorder p="md" radius="md">
                      <Group gap="xs" mb={4}>
                        <Badge variant="light" size="sm">
                          {t(`support.articleType.${hit.articleType}`)}
                        </Badge>
                      </Group>
                      <Anchor component={Link} to={hrefs.supportArticle(hit.id)} fw={600}>
                        <Highlighted segments={hit.titleSegments} />
                      </Anchor>
                      <Text size="sm" c="dimmed" mt={4}>
                        <Highlighted segments={hit.snippetSegments} />
                      </Text>
                    </Paper>
                  ))}
                </Stack>
              )}
              <Pagination
                page={result.page}
                pageCount={getPageCount(result.total, result.size)}
                onChange={(next) => setParams({ keyword, page: String(next) })}
                hideWhenSinglePage
              />
            </Stack>
          )}
        </SupportRequestState>
      )}
    </Stack>
  );
}
