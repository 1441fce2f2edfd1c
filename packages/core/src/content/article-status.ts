import type { ErrorCode } from '../errors/error-codes.ts';

// The life of a support-centre article (issue 16). Editors work on a draft; publishing copies the
// draft to what readers see, so an article can be live while its next edit waits. `scheduled`
// publishes the draft by itself at `publishAt`; `unpublished` hides a once-live article without
// losing it.

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** What an editor may do to an article. */
export const ARTICLE_ACTIONS = ['edit', 'publish', 'unpublish', 'schedule', 'unschedule', 'delete'] as const;
export type ArticleAction = (typeof ARTICLE_ACTIONS)[number];

export interface ArticleLifecycle {
  /** The draft revision that readers see, or null when nothing is live. */
  readonly publishedRevision: number | null;
  /** When the draft is due to go live by itself. */
  readonly publishAt: Date | string | null;
  /** When it first went live; null for an article that never did. */
  readonly firstPublishedAt: Date | string | null;
}

/**
 * The status an article is in. A live article with a pending schedule is `scheduled` (its next
 * version is waiting), so the editor sees that something will change by itself.
 */
export function articleStatus(article: ArticleLifecycle): ArticleStatus {
  if (article.publishAt !== null) return 'scheduled';
  if (article.publishedRevision !== null) return 'published';
  return article.firstPublishedAt === null ? 'draft' : 'unpublished';
}

/**
 * Why an action is not allowed for an article, or null when it is. Publishing, editing and
 * scheduling are allowed in every status (publishing a live article publishes its newer draft);
 * only a live article can be taken down, only a scheduled one unscheduled, and a live one must be
 * taken down before it is deleted, so nothing readers see disappears by accident.
 */
export function articleActionError(
  article: ArticleLifecycle,
  action: ArticleAction,
): Extract<ErrorCode, 'INVALID_STATE_TRANSITION'> | null {
  const live = article.publishedRevision !== null;
  switch (action) {
    case 'edit':
    case 'publish':
    case 'schedule':
      return null;
    case 'unpublish':
      return live ? null : 'INVALID_STATE_TRANSITION';
    case 'unschedule':
      return article.publishAt !== null ? null : 'INVALID_STATE_TRANSITION';
    case 'delete':
      return live ? 'INVALID_STATE_TRANSITION' : null;
  }
}

/** True when the editor's draft differs from what readers see (or nothing is live yet). */
export function hasUnpublishedChanges(article: {
  revision: number;
  publishedRevision: number | null;
}): boolean {
  return article.publishedRevision !== article.revision;
}
