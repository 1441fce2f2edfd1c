import type {
  AdminArticle,
  ArticleType,
  createArticleRequestSchema,
  Language,
  updateArticleRequestSchema,
} from '@baro/core';
import { articleActionError } from '@baro/core';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import {
  type DraftContent,
  draftOf,
  revisionRow,
  toAdminArticle,
  translationInput,
} from './admin-article-model.ts';
import {
  type ArticleRow,
  deleteArticle as deleteArticleRows,
  findRevision,
  insertArticle,
  insertRevision,
  lockArticle,
  nextSortOrder,
  settleDuePublications,
  staffNames,
  termsVersionAccepted,
  updateArticle as updateArticleRow,
} from './admin-articles.repository.ts';
import { lockGroup } from './article-groups.repository.ts';
import { CONTENT_FIELD_MESSAGES } from './content-messages.ts';

// Creating, editing, restoring and deleting articles in the staff CMS. Every change is a new
// revision of the draft; readers see nothing of it until it is published (publish-articles.ts).

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** A group the article may go into: one of its type (locked, so it cannot vanish meanwhile). */
export async function checkGroup(
  trx: Transaction<Database>,
  groupId: string | null,
  articleType: ArticleType,
  lang: Language,
): Promise<void> {
  if (groupId === null) return;
  const group = await lockGroup(trx, groupId);
  const messages = CONTENT_FIELD_MESSAGES[lang];
  if (!group) throw new AppError('VALIDATION_FAILED', { fields: { groupId: messages.groupNotFound } });
  if (group.article_type !== articleType)
    throw new AppError('VALIDATION_FAILED', { fields: { groupId: messages.groupOtherType } });
}

/** Loads an article and its draft for a change: locked, due schedules settled, revision checked. */
export async function loadForChange(
  trx: Transaction<Database>,
  id: string,
  now: Date,
  expectedRevision?: number,
) {
  await settleDuePublications(trx, now);
  const article = await lockArticle(trx, id);
  if (!article) throw new AppError('NOT_FOUND');
  if (expectedRevision !== undefined && expectedRevision !== article.revision)
    throw new AppError('ARTICLE_EDIT_CONFLICT');
  const draft = await findRevision(trx, id, article.revision);
  if (!draft) throw new AppError('NOT_FOUND');
  return { article, draft };
}

/** The editor's view of an article after a change, in the same transaction. */
export async function adminArticleAfter(trx: Transaction<Database>, id: string): Promise<AdminArticle> {
  const article = (await lockArticle(trx, id)) as ArticleRow;
  const draft = await findRevision(trx, id, article.revision);
  if (!draft) throw new AppError('NOT_FOUND');
  const names = await staffNames(trx, [article.created_by, article.updated_by]);
  return toAdminArticle(article, draft, names);
}

/** `POST /api/admin/content/articles`: a new draft (revision 1), last in its group. */
export async function createArticle(
  deps: Deps,
  actor: StaffActor,
  input: z.output<typeof createArticleRequestSchema>,
  lang: Language,
): Promise<AdminArticle> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    const groupId = input.groupId ?? null;
    await checkGroup(trx, groupId, input.articleType, lang);
    const id = newId('art');
    const terms = input.terms ?? null;
    await insertArticle(trx, {
      id,
      article_type: input.articleType,
      group_id: groupId,
      sort_order: await nextSortOrder(trx, input.articleType, groupId),
      notice: input.notice,
      terms_kind: terms?.kind ?? null,
      terms_version_label: terms?.versionLabel ?? null,
      terms_effective_on: terms?.effectiveOn ?? null,
      revision: 1,
      created_by: actor.userId,
      updated_by: actor.userId,
      created_at: now,
      updated_at: now,
    });
    const draft: DraftContent = {
      groupId,
      notice: input.notice,
      terms,
      ko: translationInput(input.translations.ko),
      en: input.translations.en ? translationInput(input.translations.en) : null,
    };
    await insertRevision(trx, revisionRow(id, 1, draft, { action: 'create', createdBy: actor.userId, now }));
    const after = await adminArticleAfter(trx, id);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'article.create',
        target: id,
        targetIds: [id, ...(groupId ? [groupId] : [])],
        before: null,
        after,
      },
      now,
    );
    return after;
  });
}

/** Writes `draft` as the next revision and moves the article's group, flags and terms with it. */
async function saveDraft(
  trx: Transaction<Database>,
  article: ArticleRow,
  draft: DraftContent,
  meta: { action: 'edit' | 'restore'; restoredFrom?: number; actor: StaffActor; now: Date },
): Promise<void> {
  const revision = article.revision + 1;
  await insertRevision(
    trx,
    revisionRow(article.id, revision, draft, {
      action: meta.action,
      ...(meta.restoredFrom !== undefined ? { restoredFrom: meta.restoredFrom } : {}),
      createdBy: meta.actor.userId,
      now: meta.now,
    }),
  );
  const groupChanged = draft.groupId !== article.group_id;
  await updateArticleRow(trx, article.id, {
    revision,
    group_id: draft.groupId,
    ...(groupChanged ? { sort_order: await nextSortOrder(trx, article.article_type, draft.groupId) } : {}),
    notice: draft.notice,
    terms_kind: draft.terms?.kind ?? article.terms_kind,
    terms_version_label: draft.terms?.versionLabel ?? article.terms_version_label,
    terms_effective_on: draft.terms?.effectiveOn ?? article.terms_effective_on,
    updated_by: meta.actor.userId,
    updated_at: meta.now,
  });
}

/**
 * `PATCH /api/admin/content/articles/{id}`: a new revision of the draft. `revision` must be the
 * draft the editor started from (409 ARTICLE_EDIT_CONFLICT otherwise). The group, the notice flag
 * and the terms version apply at once (readers' lists follow); the text waits for publishing.
 */
export async function editArticle(
  deps: Deps,
  actor: StaffActor,
  id: string,
  request: z.output<typeof updateArticleRequestSchema>,
  lang: Language,
): Promise<AdminArticle> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    const { article, draft } = await loadForChange(trx, id, now, request.revision);
    const messages = CONTENT_FIELD_MESSAGES[lang];
    if (request.terms && article.article_type !== 'terms')
      throw new AppError('VALIDATION_FAILED', { fields: { terms: messages.termsKindFixed } });
    if (request.terms && request.terms.kind !== article.terms_kind)
      throw new AppError('VALIDATION_FAILED', { fields: { 'terms.kind': messages.termsKindFixed } });
    const before = await adminArticleAfter(trx, id);
    const next: DraftContent = {
      groupId: request.groupId === undefined ? draft.group_id : request.groupId,
      notice: request.notice ?? draft.notice,
      terms: request.terms ?? draftOf(draft).terms,
      ko: request.translations?.ko ? translationInput(request.translations.ko) : draftOf(draft).ko,
      en:
        request.translations?.en === undefined
          ? draftOf(draft).en
          : request.translations.en === null
            ? null
            : translationInput(request.translations.en),
    };
    if (next.groupId !== article.group_id) await checkGroup(trx, next.groupId, article.article_type, lang);
    await saveDraft(trx, article, next, { action: 'edit', actor, now });
    const after = await adminArticleAfter(trx, id);
    await recordStaffChange(
      trx,
      actor,
      { action: 'article.update', target: id, targetIds: [id], before, after },
      now,
    );
    return after;
  });
}

/**
 * `POST /api/admin/content/articles/{id}/revisions/{revision}/restore`: the draft becomes that
 * revision again, as a new revision (nothing is lost). `revision` in the body is the draft seen.
 */
export async function restoreArticleRevision(
  deps: Deps,
  actor: StaffActor,
  input: { id: string; revision: number; seenRevision: number },
  lang: Language,
): Promise<AdminArticle> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    const { article } = await loadForChange(trx, input.id, now, input.seenRevision);
    const old = await findRevision(trx, input.id, input.revision);
    if (!old) throw new AppError('NOT_FOUND');
    const restored = draftOf(old);
    // A group deleted since then cannot be restored into: the article stays where it is.
    if (restored.groupId !== article.group_id) {
      try {
        await checkGroup(trx, restored.groupId, article.article_type, lang);
      } catch {
        restored.groupId = article.group_id;
      }
    }
    const before = await adminArticleAfter(trx, input.id);
    await saveDraft(trx, article, restored, { action: 'restore', restoredFrom: input.revision, actor, now });
    const after = await adminArticleAfter(trx, input.id);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'article.restore',
        target: input.id,
        targetIds: [input.id],
        before,
        after,
        details: { restoredFrom: input.revision },
      },
      now,
    );
    return after;
  });
}

/**
 * `DELETE /api/admin/content/articles/{id}`: only an article readers do not see (take it down
 * first), and never a terms version someone accepted (409 TERMS_VERSION_IN_USE).
 */
export async function deleteArticle(deps: Deps, actor: StaffActor, id: string): Promise<void> {
  const now = deps.now();
  await transact(deps.db, async (trx) => {
    const { article } = await loadForChange(trx, id, now);
    const refusal = articleActionError(
      {
        publishedRevision: article.published_revision,
        publishAt: article.publish_at,
        firstPublishedAt: article.first_published_at,
      },
      'delete',
    );
    if (refusal) throw new AppError(refusal);
    if (article.article_type === 'terms' && (await termsVersionAccepted(trx, id)))
      throw new AppError('TERMS_VERSION_IN_USE');
    const before = await adminArticleAfter(trx, id);
    await deleteArticleRows(trx, id);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'article.delete',
        target: id,
        targetIds: [id, ...(article.group_id ? [article.group_id] : [])],
        before,
        after: null,
      },
      now,
    );
  });
}
