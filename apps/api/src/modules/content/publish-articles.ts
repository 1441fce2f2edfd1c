import type { AdminArticle, ArticleAction, AuditAction, Language } from '@baro/core';
import { articleActionError } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { type ArticleRow, updateArticle } from './admin-articles.repository.ts';
import { CONTENT_FIELD_MESSAGES } from './content-messages.ts';
import { adminArticleAfter, loadForChange } from './manage-articles.ts';

// Publishing: readers see a copy of the draft (its revision number) until the next publication,
// so editing a live article never shows half-done text.

type Deps = Pick<AppDeps, 'db' | 'now'>;

async function change(
  deps: Deps,
  actor: StaffActor,
  input: { id: string; action: ArticleAction; audit: AuditAction; revision?: number | undefined },
  apply: (article: ArticleRow, now: Date) => Parameters<typeof updateArticle>[2],
): Promise<AdminArticle> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    const { article } = await loadForChange(trx, input.id, now, input.revision);
    const refusal = articleActionError(
      {
        publishedRevision: article.published_revision,
        publishAt: article.publish_at,
        firstPublishedAt: article.first_published_at,
      },
      input.action,
    );
    if (refusal) throw new AppError(refusal);
    const before = await adminArticleAfter(trx, input.id);
    await updateArticle(trx, input.id, { ...apply(article, now), updated_by: actor.userId, updated_at: now });
    const after = await adminArticleAfter(trx, input.id);
    await recordStaffChange(
      trx,
      actor,
      { action: input.audit, target: input.id, targetIds: [input.id], before, after },
      now,
    );
    return after;
  });
}

/** `POST …/articles/{id}/publish`: the draft goes live now (a pending schedule is done with). */
export function publishArticle(deps: Deps, actor: StaffActor, id: string, revision?: number) {
  return change(
    deps,
    actor,
    { id, action: 'publish', audit: 'article.publish', revision },
    (article, now) => ({
      published_revision: article.revision,
      published_at: now,
      first_published_at: article.first_published_at ?? now,
      unpublished_at: null,
      publish_at: null,
    }),
  );
}

/** `POST …/articles/{id}/unpublish`: readers no longer see it (and a pending schedule is cancelled). */
export function unpublishArticle(deps: Deps, actor: StaffActor, id: string) {
  return change(deps, actor, { id, action: 'unpublish', audit: 'article.unpublish' }, (_article, now) => ({
    published_revision: null,
    unpublished_at: now,
    publish_at: null,
  }));
}

/** `PUT …/articles/{id}/schedule`: the draft goes live by itself at `publishAt` (in the future). */
export function scheduleArticle(
  deps: Deps,
  actor: StaffActor,
  id: string,
  publishAt: string,
  lang: Language,
) {
  const at = new Date(publishAt);
  if (at.getTime() <= deps.now().getTime())
    return Promise.reject(
      new AppError('VALIDATION_FAILED', {
        fields: { publishAt: CONTENT_FIELD_MESSAGES[lang].publishAtPast },
      }),
    );
  return change(deps, actor, { id, action: 'schedule', audit: 'article.schedule' }, () => ({
    publish_at: at,
  }));
}

/** `DELETE …/articles/{id}/schedule`: the pending publication is cancelled. */
export function unscheduleArticle(deps: Deps, actor: StaffActor, id: string) {
  return change(deps, actor, { id, action: 'unschedule', audit: 'article.unschedule' }, () => ({
    publish_at: null,
  }));
}
