import type { ArticleDetail, Language } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findVisibleArticle, listGroupArticles, listVisibleTerms } from './articles.repository.ts';
import { currentTermsIds, termsVersionOf } from './present-article.ts';

/**
 * `GET /api/content/v2/article/{id}`: one published article with its body as sanitised HTML,
 * and its neighbours: the articles before and after it in its group, or for terms the older and
 * newer versions of the same terms. Anything not published (or no such id) is 404.
 */
export async function getArticle(
  deps: { db: Kysely<Database>; now: () => Date },
  id: string,
  lang: Language,
): Promise<ArticleDetail> {
  const now = deps.now();
  const row = await findVisibleArticle(deps.db, { id, now, lang });
  if (!row) throw new AppError('NOT_FOUND');
  let previous: ArticleDetail['previous'] = null;
  let next: ArticleDetail['next'] = null;
  let current = new Set<string>();
  if (row.article_type === 'terms' && row.terms_kind) {
    // Newest first: the one after in the list is the older version.
    const versions = await listVisibleTerms(deps.db, { now, lang, kind: row.terms_kind });
    current = currentTermsIds(versions, now);
    const at = versions.findIndex((version) => version.id === row.id);
    const older = versions[at + 1];
    const newer = versions[at - 1];
    previous = older ? { id: older.id, title: older.title } : null;
    next = newer && at > 0 ? { id: newer.id, title: newer.title } : null;
  } else if (row.group_id) {
    const siblings = await listGroupArticles(deps.db, { groupId: row.group_id, now, lang, withBody: false });
    const at = siblings.findIndex((sibling) => sibling.id === row.id);
    const before = at > 0 ? siblings[at - 1] : undefined;
    const after = siblings[at + 1];
    previous = before ? { id: before.id, title: before.title } : null;
    next = after ? { id: after.id, title: after.title } : null;
  }
  return {
    id: row.id,
    articleType: row.article_type,
    lang: row.lang as Language,
    availableLanguages: row.has_english ? ['ko', 'en'] : ['ko'],
    title: row.title,
    summary: row.summary,
    bodyHtml: row.body_html,
    group: row.group_id && row.group_name ? { id: row.group_id, name: row.group_name } : null,
    notice: row.notice,
    terms: termsVersionOf(row, current, now),
    publishedAt: new Date(row.published_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    previous,
    next,
  };
}
