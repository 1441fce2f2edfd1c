import type { ArticleGroup, ArticleGroupList, ArticleType, Language } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { listGroupArticles, listVisibleGroups } from './articles.repository.ts';
import { toArticleListItem } from './present-article.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

const summaryOf = (row: Awaited<ReturnType<typeof listVisibleGroups>>[number]) => ({
  id: row.id,
  articleType: row.article_type,
  name: row.name,
  description: row.description,
  articleCount: Number(row.article_count),
});

/** `GET /api/content/v2/article/group?articleType=`: the FAQ categories and how-to series, in order. */
export async function listArticleGroups(
  deps: Deps,
  query: { articleType?: ArticleType | undefined },
  lang: Language,
): Promise<ArticleGroupList> {
  const rows = await listVisibleGroups(deps.db, {
    now: deps.now(),
    lang,
    ...(query.articleType ? { articleType: query.articleType } : {}),
  });
  return { items: rows.map(summaryOf) };
}

/** `GET /api/content/v2/article/group/{id}`: the group with its published articles in order. */
export async function getArticleGroup(deps: Deps, id: string, lang: Language): Promise<ArticleGroup> {
  const now = deps.now();
  const [group] = await listVisibleGroups(deps.db, { now, lang, id });
  if (!group) throw new AppError('NOT_FOUND');
  const articles = await listGroupArticles(deps.db, {
    groupId: id,
    now,
    lang,
    withBody: group.article_type === 'faq',
  });
  return {
    ...summaryOf(group),
    articles: articles.map((row) => toArticleListItem(row, { currentTermsIds: new Set(), now })),
  };
}
