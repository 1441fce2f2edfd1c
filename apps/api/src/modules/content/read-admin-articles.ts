import {
  type AdminArticle,
  type AdminArticlePage,
  type ArticleDetail,
  type ArticleRevision,
  type ArticleStatus,
  type ArticleType,
  articleStatus,
  getPageCount,
  hasUnpublishedChanges,
  type Language,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { termsOfArticle, toAdminArticle, toArticleRevision } from './admin-article-model.ts';
import {
  findArticle,
  findRevision,
  listAdminArticles as listAdminArticleRows,
  listRevisions,
  settleDuePublications,
  staffNames,
} from './admin-articles.repository.ts';
import { findGroup } from './article-groups.repository.ts';
import { renderMarkdown } from './content-text.ts';

// What the staff CMS reads: the list, an article's draft side by side, its revisions, previews.

type Deps = Pick<AppDeps, 'db' | 'now'>;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** `GET /api/admin/content/articles`: every article whatever its status, newest edit first (or in the group's order). */
export async function listAdminArticles(
  deps: Deps,
  query: {
    articleType?: ArticleType | undefined;
    groupId?: string | undefined;
    status?: ArticleStatus | undefined;
    query?: string | undefined;
    sort?: 'updated' | 'group' | undefined;
    page: number;
    size: number;
  },
): Promise<AdminArticlePage> {
  await settleDuePublications(deps.db, deps.now());
  const text = query.query?.trim().toLowerCase();
  const { rows, total } = await listAdminArticleRows(
    deps.db,
    {
      articleType: query.articleType,
      groupId: query.groupId,
      status: query.status,
      query: text || undefined,
    },
    { limit: query.size, offset: (query.page - 1) * query.size },
    query.sort,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      articleType: row.article_type,
      groupId: row.group_id,
      sortOrder: row.sort_order,
      notice: row.notice,
      terms: termsOfArticle(row),
      status: articleStatus({
        publishedRevision: row.published_revision,
        publishAt: row.publish_at,
        firstPublishedAt: row.first_published_at,
      }),
      revision: row.revision,
      publishedRevision: row.published_revision,
      hasUnpublishedChanges: hasUnpublishedChanges({
        revision: row.revision,
        publishedRevision: row.published_revision,
      }),
      publishAt: iso(row.publish_at),
      publishedAt: iso(row.published_at),
      updatedAt: new Date(row.updated_at).toISOString(),
      updatedBy:
        row.updated_by && row.updated_by_name ? { id: row.updated_by, name: row.updated_by_name } : null,
      titleKo: row.title_ko,
      titleEn: row.title_en,
    })),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}

async function articleWithDraft(db: Kysely<Database>, id: string) {
  const article = await findArticle(db, id);
  if (!article) throw new AppError('NOT_FOUND');
  const draft = await findRevision(db, id, article.revision);
  if (!draft) throw new AppError('NOT_FOUND');
  return { article, draft };
}

/** `GET /api/admin/content/articles/{id}`: the draft in both languages, its status and authors. */
export async function getAdminArticle(deps: Deps, id: string): Promise<AdminArticle> {
  await settleDuePublications(deps.db, deps.now());
  const { article, draft } = await articleWithDraft(deps.db, id);
  return toAdminArticle(article, draft, await staffNames(deps.db, [article.created_by, article.updated_by]));
}

/** `GET /api/admin/content/articles/{id}/revisions`: every saved state, newest first. */
export async function listArticleRevisions(deps: Deps, id: string) {
  await settleDuePublications(deps.db, deps.now());
  const article = await findArticle(deps.db, id);
  if (!article) throw new AppError('NOT_FOUND');
  const rows = await listRevisions(deps.db, id);
  return {
    items: rows.map((row) => ({
      revision: row.revision,
      action: row.action,
      restoredFrom: row.restored_from,
      titleKo: row.title_ko,
      titleEn: row.title_en,
      live: article.published_revision === row.revision,
      createdAt: new Date(row.created_at).toISOString(),
      createdBy:
        row.created_by && row.created_by_name ? { id: row.created_by, name: row.created_by_name } : null,
    })),
  };
}

/** `GET /api/admin/content/articles/{id}/revisions/{revision}`: that revision in full. */
export async function getArticleRevision(deps: Deps, id: string, revision: number): Promise<ArticleRevision> {
  const article = await findArticle(deps.db, id);
  const row = article ? await findRevision(deps.db, id, revision) : undefined;
  if (!article || !row) throw new AppError('NOT_FOUND');
  return toArticleRevision(row, article, await staffNames(deps.db, [row.created_by]));
}

/** `POST /api/admin/content/preview`: Markdown as readers of `lang` would see it. */
export function previewMarkdown(bodyMarkdown: string, lang: Language) {
  return { bodyHtml: renderMarkdown(bodyMarkdown, lang) };
}

/**
 * `GET /api/admin/content/articles/{id}/preview?lang=`: the draft as the article page would show
 * it (in `lang`, Korean where there is no English), published or not.
 */
export async function previewArticle(deps: Deps, id: string, lang: Language): Promise<ArticleDetail> {
  const { article, draft } = await articleWithDraft(deps.db, id);
  const english = lang === 'en' && draft.title_en !== null;
  const group = article.group_id ? await findGroup(deps.db, article.group_id) : undefined;
  const terms = termsOfArticle(article);
  const now = deps.now();
  return {
    id: article.id,
    articleType: article.article_type,
    lang: english ? 'en' : 'ko',
    availableLanguages: draft.title_en !== null ? ['ko', 'en'] : ['ko'],
    title: english ? (draft.title_en as string) : draft.title_ko,
    summary: english ? (draft.summary_en ?? '') : draft.summary_ko,
    bodyHtml: english ? (draft.body_html_en ?? '') : draft.body_html_ko,
    group: group ? { id: group.id, name: english ? (group.name_en ?? group.name_ko) : group.name_ko } : null,
    notice: article.notice,
    terms: terms ? { ...terms, current: false, upcoming: false } : null,
    publishedAt: (article.published_at ?? now).toISOString(),
    updatedAt: new Date(draft.created_at).toISOString(),
    previous: null,
    next: null,
  };
}
