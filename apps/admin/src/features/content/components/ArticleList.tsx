import { useDocumentTitle, useLanguage } from '@baro/client';
import { ARTICLE_STATUSES, type ArticleStatus, formatDateTime } from '@baro/core';
import { EmptyState, PageContainer, PagedList, SearchBox, useListParams } from '@baro/ui';
import { Anchor, Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs, paths } from '../../../lib/paths.ts';
import { useArticles } from '../api/get-articles.ts';

const PAGE_SIZE = 20;
export const STATUS_COLORS: Record<ArticleStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'green',
  unpublished: 'orange',
};
const ALL = 'all';
const TABS = [ALL, ...ARTICLE_STATUSES] as const;

/**
 * `/content`: every support article (how-tos, FAQs, terms) whatever its status, newest edit
 * first, by status and by title; a row opens the editor.
 */
export function ArticleList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('content.title'));
  const list = useListParams({ tabs: TABS, defaultTab: ALL, filters: ['query'] });
  const articles = useArticles({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.tab === ALL ? {} : { status: list.tab }),
    ...(list.filters.query ? { query: list.filters.query } : {}),
  });

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('content.title')}
      description={t('content.description')}
      actions={
        <Group gap="sm">
          <Button component={Link} to={paths.contentGroups} variant="default">
            {t('content.groups')}
          </Button>
          <Button component={Link} to={paths.contentNew}>
            {t('content.new')}
          </Button>
        </Group>
      }
    >
      <PagedList
        list={list}
        query={articles}
        tabs={TABS.map((value) => ({
          value,
          label: value === ALL ? t('common.all') : t(`content.status.${value}`),
        }))}
        tabsLabel={t('content.statusLabel')}
        toolbar={
          <Paper withBorder p="md">
            <SearchBox
              value={list.filters.query}
              onSearch={(query) => list.update({ query })}
              label={t('content.search')}
              placeholder={t('content.searchPlaceholder')}
            />
          </Paper>
        }
        empty={<EmptyState title={list.filtered ? t('content.emptySearch') : t('content.empty')} />}
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('content.columns.title')}</Table.Th>
                  <Table.Th>{t('content.columns.type')}</Table.Th>
                  <Table.Th>{t('content.columns.status')}</Table.Th>
                  <Table.Th>{t('content.columns.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((article) => (
                  <Table.Tr key={article.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.contentArticle(article.id)}>
                        {article.titleKo}
                      </Anchor>
                      {article.titleEn ? (
                        <Text size="xs" c="dimmed" lang="en">
                          {article.titleEn}
                        </Text>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {t('content.noEnglish')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {t(`content.type.${article.articleType}`)}
                      {article.notice ? ` · ${t('content.notice')}` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[article.status]} variant="light">
                        {t(`content.status.${article.status}`)}
                      </Badge>
                      {article.hasUnpublishedChanges && article.status === 'published' ? (
                        <Text size="xs" c="dimmed">
                          {t('content.unpublishedChanges')}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td className="baro-nowrap">
                      {formatDateTime(article.updatedAt, language)}
                      {article.updatedBy ? (
                        <Text size="xs" c="dimmed">
                          {article.updatedBy.name}
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </PagedList>
    </PageContainer>
  );
}
