import { type ArticlePage, getPageCount, type Language, type TermsKind } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type ArticleListFilter, listVisibleArticles, listVisibleTerms } from './articles.repository.ts';
import { currentTermsIds, toArticleListItem } from './present-article.ts';

/**
 * `GET /api/content/v2/article`: a page of published articles in the caller's language (Korean
 * where there is no English). FAQ items carry their answer, which the FAQ list shows in place.
 */
export async function listArticles(
  deps: { db: Kysely<Database>; now: () => Date },
  query: ArticleListFilter & { page: number; size: number },
  lang: Language,
): Promise<ArticlePage> {
  const now = deps.now();
  const { page, size, ...filter } = query;
  const [{ rows, total }, current] = await Promise.all([
    listVisibleArticles(deps.db, {
      now,
      lang,
      filter,
      withBody: filter.articleType === 'faq',
      limit: size,
      offset: (page - 1) * size,
    }),
    termsCurrentIds(deps.db, now, lang, filter),
  ]);
  return {
    items: rows.map((row) => toArticleListItem(row, { currentTermsIds: current, now })),
    page,
    size,
    total,
    pageCount: getPageCount(total, size),
  };
}

async function termsCurrentIds(
  db: Kysely<Database>,
  now: Date,
  lang: Language,
  filter: { articleType?: string | undefined; termsKind?: TermsKind | undefined },
): Promise<Set<string>> {
  if (filter.articleType && filter.articleType !== 'terms') return new Set();
  const terms = await listVisibleTerms(db, {
    now,
    lang,
    ...(filter.termsKind ? { kind: filter.termsKind } : {}),
  });
  return currentTermsIds(terms, now);
}
