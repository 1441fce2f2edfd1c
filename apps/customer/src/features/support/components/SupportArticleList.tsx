import { useDocumentTitle } from '@baro/client';
import { getPageCount } from '@baro/core';
import { EmptyState, Pagination } from '@baro/ui';
import { Anchor, Chip, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../paths.ts';
import { useArticleGroups } from '../api/get-article-groups.ts';
import { useArticleList } from '../api/get-articles.ts';
import { ArticleLinks } from './ArticleLinks.tsx';
import { FaqAccordion } from './FaqAccordion.tsx';
import { SupportRequestState } from './SupportRequestState.tsx';

const PAGE_SIZE = 10;

/**
 * `/support/faq` and `/support/howto`: every FAQ or how-to, by group, paged; the group and page
 * are in the address (`?group=&page=`).
 */
export function SupportArticleList({ articleType }: { articleType: 'faq' | 'howto' }) {
  const { t } = useTranslation();
  const title = articleType === 'faq' ? t('support.faq.title') : t('support.howto.title');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const groupId = params.get('group');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const groups = useArticleGroups(articleType);
  const list = useArticleList({ articleType, groupId, notice: false, page, size: PAGE_SIZE });
  const change = (next: { group?: string | null; page?: number }) => {
    const search = new URLSearchParams(params);
    if (next.group !== undefined) {
      if (next.group) search.set('group', next.group);
      else search.delete('group');
      search.delete('page');
    }
    if (next.page !== undefined) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <Stack gap="lg" py="lg">
      <Anchor component={Link} to={paths.support} size="sm">
        ← {t('support.home.title')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {groups.data && groups.data.items.length > 0 ? (
        <Chip.Group value={groupId ?? ''} onChange={(value) => change({ group: String(value) || null })}>
          <Group gap="xs" role="radiogroup" aria-label={t('support.faq.categories')}>
            <Chip value="" size="sm">
              {t('support.list.all')}
            </Chip>
            {groups.data.items.map((group) => (
              <Chip key={group.id} value={group.id} size="sm">
                {group.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      <SupportRequestState request={list}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={t('support.list.empty')} headingOrder={2} />
          ) : (
            <Stack gap="md">
              {articleType === 'faq' ? (
                <FaqAccordion items={data.items} />
              ) : (
                <ArticleLinks items={data.items} />
              )}
              <Pagination
                page={data.page}
                pageCount={getPageCount(data.total, data.size)}
                onChange={(next) => change({ page: next })}
                hideWhenSinglePage
              />
            </Stack>
          )
        }
      </SupportRequestState>
    </Stack>
  );
}
