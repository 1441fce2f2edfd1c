import type {
  AdminArticleGroup,
  ArticleType,
  createArticleGroupRequestSchema,
  Language,
  MovedGroupArticle,
  MoveGroupArticleRequest,
  OrderArticleGroupsRequest,
  updateArticleGroupRequestSchema,
} from '@baro/core';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import {
  articleIdsOfGroup,
  countGroupArticles,
  moveInGroup,
  positionInGroup,
  setSortOrder,
} from './admin-articles.repository.ts';
import {
  type ArticleGroupRow,
  deleteGroup,
  findGroup,
  groupIdsOfType,
  insertGroup,
  listGroups,
  lockGroup,
  lockGroupOrder,
  nextGroupSortOrder,
  updateGroup,
} from './article-groups.repository.ts';
import { CONTENT_FIELD_MESSAGES } from './content-messages.ts';

// The staff CMS's groups: FAQ categories and how-to series, their order and their articles' order.

type Deps = Pick<AppDeps, 'db' | 'now'>;

function toAdminGroup(row: ArticleGroupRow): AdminArticleGroup {
  return {
    id: row.id,
    articleType: row.article_type,
    nameKo: row.name_ko,
    nameEn: row.name_en,
    descriptionKo: row.description_ko,
    descriptionEn: row.description_en,
    sortOrder: row.sort_order,
    articleCount: Number(row.article_count),
    publishedCount: Number(row.published_count),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function groupAfter(trx: Transaction<Database>, id: string): Promise<AdminArticleGroup> {
  const row = await findGroup(trx, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminGroup(row);
}

/** `GET /api/admin/content/groups?articleType=`: every group in order, all its articles counted. */
export async function listAdminGroups(deps: Deps, articleType?: ArticleType) {
  return { items: (await listGroups(deps.db, articleType)).map(toAdminGroup) };
}

/** `POST /api/admin/content/groups`: a new group, last of its type. */
export async function createGroup(
  deps: Deps,
  actor: StaffActor,
  input: z.output<typeof createArticleGroupRequestSchema>,
): Promise<AdminArticleGroup> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    await lockGroupOrder(trx, input.articleType);
    const id = newId('agrp');
    await insertGroup(trx, {
      id,
      article_type: input.articleType,
      name_ko: input.nameKo,
      name_en: input.nameEn,
      description_ko: input.descriptionKo,
      description_en: input.descriptionEn,
      sort_order: await nextGroupSortOrder(trx, input.articleType),
      created_at: now,
      updated_at: now,
    });
    const after = await groupAfter(trx, id);
    await recordStaffChange(
      trx,
      actor,
      { action: 'articleGroup.create', target: id, targetIds: [id], before: null, after },
      now,
    );
    return after;
  });
}

/** `PATCH /api/admin/content/groups/{id}`: names and descriptions; a field left out stays. */
export async function editGroup(
  deps: Deps,
  actor: StaffActor,
  id: string,
  input: z.output<typeof updateArticleGroupRequestSchema>,
  sent: Record<string, unknown>,
): Promise<AdminArticleGroup> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    if (!(await lockGroup(trx, id))) throw new AppError('NOT_FOUND');
    const before = await groupAfter(trx, id);
    // The optional texts turn "left out" into null, so only fields the editor sent are changed.
    await updateGroup(trx, id, {
      ...(input.nameKo !== undefined ? { name_ko: input.nameKo } : {}),
      ...('nameEn' in sent ? { name_en: input.nameEn } : {}),
      ...('descriptionKo' in sent ? { description_ko: input.descriptionKo } : {}),
      ...('descriptionEn' in sent ? { description_en: input.descriptionEn } : {}),
      updated_at: now,
    });
    const after = await groupAfter(trx, id);
    await recordStaffChange(
      trx,
      actor,
      { action: 'articleGroup.update', target: id, targetIds: [id], before, after },
      now,
    );
    return after;
  });
}

/** `DELETE /api/admin/content/groups/{id}`: only an empty group (409 ARTICLE_GROUP_NOT_EMPTY). */
export async function removeGroup(deps: Deps, actor: StaffActor, id: string): Promise<void> {
  const now = deps.now();
  await transact(deps.db, async (trx) => {
    if (!(await lockGroup(trx, id))) throw new AppError('NOT_FOUND');
    const before = await groupAfter(trx, id);
    if (before.articleCount > 0) throw new AppError('ARTICLE_GROUP_NOT_EMPTY');
    await deleteGroup(trx, id);
    await recordStaffChange(
      trx,
      actor,
      { action: 'articleGroup.delete', target: id, targetIds: [id], before, after: null },
      now,
    );
  });
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set(a).size === a.length && b.every((id) => a.includes(id));

/** `PUT /api/admin/content/groups/{id}/order`: the group's articles, exactly all of them, in their new order. */
export async function orderGroupArticles(
  deps: Deps,
  actor: StaffActor,
  id: string,
  articleIds: readonly string[],
  lang: Language,
): Promise<AdminArticleGroup & { articleIds: string[] }> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    if (!(await lockGroup(trx, id))) throw new AppError('NOT_FOUND');
    const current = (await articleIdsOfGroup(trx, id)).map((row) => row.id);
    if (!sameSet(articleIds, current))
      throw new AppError('VALIDATION_FAILED', {
        fields: { articleIds: CONTENT_FIELD_MESSAGES[lang].orderMismatch },
      });
    await setSortOrder(trx, 'articles', articleIds);
    const after = await groupAfter(trx, id);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'articleGroup.orderArticles',
        target: id,
        targetIds: [id, ...articleIds],
        before: { articleIds: current },
        after: { articleIds },
      },
      now,
    );
    return { ...after, articleIds: [...articleIds] };
  });
}

/**
 * `POST /api/admin/content/groups/{id}/order/move`: one article to a place in its group (1-based,
 * past the end = last); the rest keep their order around it. The group is locked, so moves and
 * whole reorders of one group run one after another. An article of another group is 404.
 */
export async function moveGroupArticle(
  deps: Deps,
  actor: StaffActor,
  id: string,
  input: MoveGroupArticleRequest,
): Promise<MovedGroupArticle> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    if (!(await lockGroup(trx, id))) throw new AppError('NOT_FOUND');
    const from = await positionInGroup(trx, id, input.articleId);
    if (from === null) throw new AppError('NOT_FOUND');
    const position = Math.min(input.position, await countGroupArticles(trx, id));
    if (position !== from) await moveInGroup(trx, id, input.articleId, position - 1);
    const after = await groupAfter(trx, id);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'articleGroup.moveArticle',
        target: id,
        targetIds: [id, input.articleId],
        before: { articleId: input.articleId, position: from },
        after: { articleId: input.articleId, position },
      },
      now,
    );
    return { ...after, articleId: input.articleId, from, position };
  });
}

/** `PUT /api/admin/content/groups/order`: every group of a type, in their new order. */
export async function orderGroups(
  deps: Deps,
  actor: StaffActor,
  input: OrderArticleGroupsRequest,
  lang: Language,
) {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    await lockGroupOrder(trx, input.articleType);
    const current = (await groupIdsOfType(trx, input.articleType)).map((row) => row.id);
    if (!sameSet(input.groupIds, current))
      throw new AppError('VALIDATION_FAILED', {
        fields: { groupIds: CONTENT_FIELD_MESSAGES[lang].groupOrderMismatch },
      });
    const before = (await listGroups(trx, input.articleType)).map((row) => row.id);
    await setSortOrder(trx, 'article_groups', input.groupIds);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'articleGroup.order',
        target: input.articleType,
        targetIds: input.groupIds,
        before: { groupIds: before },
        after: { groupIds: input.groupIds },
      },
      now,
    );
    return { items: (await listGroups(trx, input.articleType)).map(toAdminGroup) };
  });
}
