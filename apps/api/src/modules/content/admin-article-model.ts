import type {
  AdminArticle,
  AdminArticleTranslation,
  ArticleRevision,
  ArticleTranslationInput,
  ArticleType,
  Language,
  TermsVersionInput,
} from '@baro/core';
import { articleStatus, hasUnpublishedChanges } from '@baro/core';
import type { Insertable } from 'kysely';
import type { ArticleRevisionsTable } from '../../db/schema-content.ts';
import type { ArticleRow, RevisionRow } from './admin-articles.repository.ts';
import { htmlToText, renderMarkdown, summaryFromText, toSearchText } from './content-text.ts';

// The editor's shapes of an article and how a draft becomes a stored revision.

interface Translation {
  title: string;
  summary: string;
  bodyMarkdown: string;
}

/** The columns of one language of a revision: the HTML readers get and the text search matches. */
function languageColumns(input: Translation, lang: Language) {
  const html = renderMarkdown(input.bodyMarkdown, lang);
  const text = htmlToText(html);
  const summary = input.summary.trim() || summaryFromText(text);
  return {
    title: input.title,
    summary,
    markdown: input.bodyMarkdown,
    html,
    searchTitle: toSearchText(input.title),
    searchBody: toSearchText(`${summary} ${text}`),
  };
}

export interface DraftContent {
  groupId: string | null;
  notice: boolean;
  terms: TermsVersionInput | null;
  ko: Translation;
  en: Translation | null;
}

export function revisionRow(
  articleId: string,
  revision: number,
  draft: DraftContent,
  meta: { action: 'create' | 'edit' | 'restore'; restoredFrom?: number; createdBy: string | null; now: Date },
): Insertable<ArticleRevisionsTable> {
  const ko = languageColumns(draft.ko, 'ko');
  const en = draft.en ? languageColumns(draft.en, 'en') : null;
  return {
    article_id: articleId,
    revision,
    action: meta.action,
    restored_from: meta.restoredFrom ?? null,
    group_id: draft.groupId,
    notice: draft.notice,
    terms_kind: draft.terms?.kind ?? null,
    terms_version_label: draft.terms?.versionLabel ?? null,
    terms_effective_on: draft.terms?.effectiveOn ?? null,
    title_ko: ko.title,
    summary_ko: ko.summary,
    body_markdown_ko: ko.markdown,
    body_html_ko: ko.html,
    search_title_ko: ko.searchTitle,
    search_body_ko: ko.searchBody,
    title_en: en?.title ?? null,
    summary_en: en?.summary ?? null,
    body_markdown_en: en?.markdown ?? null,
    body_html_en: en?.html ?? null,
    search_title_en: en?.searchTitle ?? null,
    search_body_en: en?.searchBody ?? null,
    created_by: meta.createdBy,
    created_at: meta.now,
  };
}

/** What a stored revision says, as a draft to change. */
export function draftOf(revision: RevisionRow): DraftContent {
  return {
    groupId: revision.group_id,
    notice: revision.notice,
    terms:
      revision.terms_kind && revision.terms_version_label && revision.terms_effective_on
        ? {
            kind: revision.terms_kind,
            versionLabel: revision.terms_version_label,
            effectiveOn: revision.terms_effective_on,
          }
        : null,
    ko: { title: revision.title_ko, summary: revision.summary_ko, bodyMarkdown: revision.body_markdown_ko },
    en:
      revision.title_en !== null && revision.body_markdown_en !== null
        ? {
            title: revision.title_en,
            summary: revision.summary_en ?? '',
            bodyMarkdown: revision.body_markdown_en,
          }
        : null,
  };
}

export function translationInput(input: ArticleTranslationInput): Translation {
  return { title: input.title, summary: input.summary ?? '', bodyMarkdown: input.bodyMarkdown };
}

function translationsOf(revision: RevisionRow): {
  ko: AdminArticleTranslation;
  en: AdminArticleTranslation | null;
} {
  return {
    ko: {
      title: revision.title_ko,
      summary: revision.summary_ko,
      bodyMarkdown: revision.body_markdown_ko,
      bodyHtml: revision.body_html_ko,
    },
    en:
      revision.title_en !== null
        ? {
            title: revision.title_en,
            summary: revision.summary_en ?? '',
            bodyMarkdown: revision.body_markdown_en ?? '',
            bodyHtml: revision.body_html_en ?? '',
          }
        : null,
  };
}

const staffRef = (id: string | null, names: ReadonlyMap<string, string>) =>
  id && names.has(id) ? { id, name: names.get(id) as string } : null;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function termsOfArticle(
  row: Pick<ArticleRow, 'terms_kind' | 'terms_version_label' | 'terms_effective_on'>,
) {
  return row.terms_kind && row.terms_version_label && row.terms_effective_on
    ? { kind: row.terms_kind, versionLabel: row.terms_version_label, effectiveOn: row.terms_effective_on }
    : null;
}

export function toAdminArticle(
  article: ArticleRow,
  draft: RevisionRow,
  names: ReadonlyMap<string, string>,
): AdminArticle {
  return {
    id: article.id,
    articleType: article.article_type,
    groupId: article.group_id,
    sortOrder: article.sort_order,
    notice: article.notice,
    terms: termsOfArticle(article),
    status: articleStatus({
      publishedRevision: article.published_revision,
      publishAt: article.publish_at,
      firstPublishedAt: article.first_published_at,
    }),
    revision: article.revision,
    publishedRevision: article.published_revision,
    hasUnpublishedChanges: hasUnpublishedChanges({
      revision: article.revision,
      publishedRevision: article.published_revision,
    }),
    publishAt: iso(article.publish_at),
    firstPublishedAt: iso(article.first_published_at),
    publishedAt: iso(article.published_at),
    unpublishedAt: iso(article.unpublished_at),
    translations: translationsOf(draft),
    createdAt: new Date(article.created_at).toISOString(),
    updatedAt: new Date(article.updated_at).toISOString(),
    createdBy: staffRef(article.created_by, names),
    updatedBy: staffRef(article.updated_by, names),
  };
}

export function toArticleRevision(
  revision: RevisionRow,
  article: Pick<ArticleRow, 'published_revision'>,
  names: ReadonlyMap<string, string>,
): ArticleRevision {
  return {
    revision: revision.revision,
    action: revision.action,
    restoredFrom: revision.restored_from,
    titleKo: revision.title_ko,
    titleEn: revision.title_en,
    live: article.published_revision === revision.revision,
    createdAt: new Date(revision.created_at).toISOString(),
    createdBy: staffRef(revision.created_by, names),
    groupId: revision.group_id,
    notice: revision.notice,
    terms: termsOfArticle(revision),
    translations: translationsOf(revision),
  };
}

export const isTerms = (articleType: ArticleType) => articleType === 'terms';
