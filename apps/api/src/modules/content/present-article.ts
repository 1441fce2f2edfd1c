import type { ArticleListItem, Language, TermsKind, TermsVersion } from '@baro/core';
import { toSeoulDateString } from '@baro/core';
import type { VisibleArticleRow } from './articles.repository.ts';

// Readers' shapes of an article, from the rows of articles.repository.ts.

/** The id of the version in force today (Seoul) per kind of terms, from the visible versions. */
export function currentTermsIds(
  terms: readonly { id: string; terms_kind: TermsKind | null; terms_effective_on: string | null }[],
  now: Date,
): Set<string> {
  const today = toSeoulDateString(now);
  const current = new Map<TermsKind, { id: string; day: string }>();
  for (const row of terms) {
    if (!row.terms_kind || !row.terms_effective_on || row.terms_effective_on > today) continue;
    const best = current.get(row.terms_kind);
    if (!best || row.terms_effective_on > best.day)
      current.set(row.terms_kind, { id: row.id, day: row.terms_effective_on });
  }
  return new Set([...current.values()].map((entry) => entry.id));
}

export function termsVersionOf(
  row: Pick<VisibleArticleRow, 'id' | 'terms_kind' | 'terms_version_label' | 'terms_effective_on'>,
  currentIds: ReadonlySet<string>,
  now: Date,
): TermsVersion | null {
  if (!row.terms_kind || !row.terms_version_label || !row.terms_effective_on) return null;
  return {
    kind: row.terms_kind,
    versionLabel: row.terms_version_label,
    effectiveOn: row.terms_effective_on,
    current: currentIds.has(row.id),
    upcoming: row.terms_effective_on > toSeoulDateString(now),
  };
}

export function toArticleListItem(
  row: VisibleArticleRow & { body_html?: string | undefined },
  context: { currentTermsIds: ReadonlySet<string>; now: Date },
): ArticleListItem {
  return {
    id: row.id,
    articleType: row.article_type,
    title: row.title,
    summary: row.summary,
    groupId: row.group_id,
    updatedAt: new Date(row.updated_at).toISOString(),
    publishedAt: new Date(row.published_at).toISOString(),
    lang: row.lang as Language,
    notice: row.notice,
    terms: termsVersionOf(row, context.currentTermsIds, context.now),
    ...(row.article_type === 'faq' && row.body_html !== undefined ? { bodyHtml: row.body_html } : {}),
  };
}
