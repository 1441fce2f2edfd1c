import type { ArticleStatus, ArticleType } from '@baro/core';
import {
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ArticleRevisionsTable, ArticlesTable } from '../../db/schema-content.ts';

// Every query of the staff CMS: articles with their drafts and revisions, and groups.

type Db = Kysely<Database> | Transaction<Database>;

export type ArticleRow = Selectable<ArticlesTable>;
export type RevisionRow = Selectable<ArticleRevisionsTable>;

/**
 * Makes scheduled publications that are due into publications (readers already see them, see
 * `visibleRevision`), so staff see the status they have. Run at the start of every staff call.
 */
export async function settleDuePublications(db: Db, now: Date): Promise<void> {
  await db
    .updateTable('articles')
    .set((eb) => ({
      published_revision: eb.ref('revision'),
      published_at: eb.ref('publish_at'),
      first_published_at: sql`coalesce(first_published_at, publish_at)`,
      unpublished_at: null,
      publish_at: null,
    }))
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', now)
    .execute();
}

const statusCondition = (status: ArticleStatus) => {
  switch (status) {
    case 'scheduled':
      return sql<SqlBool>`a.publish_at is not null`;
    case 'published':
      return sql<SqlBool>`a.publish_at is null and a.published_revision is not null`;
    case 'draft':
      return sql<SqlBool>`a.publish_at is null and a.published_revision is null and a.first_published_at is null`;
    case 'unpublished':
      return sql<SqlBool>`a.publish_at is null and a.published_revision is null and a.first_published_at is not null`;
  }
};

export interface AdminArticleFilter {
  articleType?: ArticleType | undefined;
  groupId?: string | undefined;
  status?: ArticleStatus | undefined;
  /** Already lower-cased; matched inside the Korean or English draft title. */
  query?: string | undefined;
}

function adminArticles(db: Db, filter: AdminArticleFilter) {
  let query = db
    .selectFrom('articles as a')
    .innerJoin('article_revisions as r', (join) =>
      join.onRef('r.article_id', '=', 'a.id').onRef('r.revision', '=', 'a.revision'),
    );
  if (filter.articleType) query = query.where('a.article_type', '=', filter.articleType);
  if (filter.groupId) query = query.where('a.group_id', '=', filter.groupId);
  if (filter.status) query = query.where(statusCondition(filter.status));
  if (filter.query) {
    const pattern = `%${filter.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb(sql`lower(r.title_ko)`, 'like', pattern), eb(sql`lower(r.title_en)`, 'like', pattern)]),
    );
  }
  return query;
}

/** A page of articles for the editor, newest edit first, or in their group's order (`sort: 'group'`). */
export async function listAdminArticles(
  db: Db,
  filter: AdminArticleFilter,
  page: { limit: number; offset: number },
  sort: 'updated' | 'group' = 'updated',
) {
  const listed = adminArticles(db, filter)
    .leftJoin('users as u', 'u.id', 'a.updated_by')
    .selectAll('a')
    .select(['r.title_ko', 'r.title_en', 'u.name as updated_by_name']);
  const sorted =
    sort === 'group'
      ? listed.orderBy('a.sort_order').orderBy('a.id')
      : listed.orderBy('a.updated_at', 'desc').orderBy('a.id');
  const [rows, count] = await Promise.all([
    sorted.limit(page.limit).offset(page.offset).execute(),
    adminArticles(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findArticle(db: Db, id: string) {
  return db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The article under a row lock: every change of one article is serialised. */
export function lockArticle(trx: Transaction<Database>, id: string) {
  return trx.selectFrom('articles').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findRevision(db: Db, articleId: string, revision: number) {
  return db
    .selectFrom('article_revisions')
    .selectAll()
    .where('article_id', '=', articleId)
    .where('revision', '=', revision)
    .executeTakeFirst();
}

/** Names of staff members by id (the article's authors and the revisions'). */
export async function staffNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function insertArticle(db: Db, row: Insertable<ArticlesTable>): Promise<void> {
  await db.insertInto('articles').values(row).execute();
}

export async function insertRevision(db: Db, row: Insertable<ArticleRevisionsTable>): Promise<void> {
  await db.insertInto('article_revisions').values(row).execute();
}

export async function updateArticle(db: Db, id: string, values: Updateable<ArticlesTable>): Promise<void> {
  await db.updateTable('articles').set(values).where('id', '=', id).execute();
}

export async function deleteArticle(db: Db, id: string): Promise<void> {
  await db.deleteFrom('article_revisions').where('article_id', '=', id).execute();
  await db.deleteFrom('articles').where('id', '=', id).execute();
}

/** Whether anyone's sign-up consent names this terms version. */
export async function termsVersionAccepted(db: Db, articleId: string): Promise<boolean> {
  const row = await db
    .selectFrom('terms_consents')
    .select('article_id')
    .where('article_id', '=', articleId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The revisions of an article, newest first (titles only). */
export function listRevisions(db: Db, articleId: string) {
  return db
    .selectFrom('article_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select([
      'r.revision',
      'r.action',
      'r.restored_from',
      'r.title_ko',
      'r.title_en',
      'r.created_at',
      'r.created_by',
      'u.name as created_by_name',
    ])
    .where('r.article_id', '=', articleId)
    .orderBy('r.revision', 'desc')
    .execute();
}

/** The next place at the end of a group (or of the ungrouped articles of a type). */
export async function nextSortOrder(
  db: Db,
  articleType: ArticleType,
  groupId: string | null,
): Promise<number> {
  let query = db
    .selectFrom('articles')
    .select((eb) => eb.fn.max<number>('sort_order').as('last'))
    .where('article_type', '=', articleType);
  query = groupId === null ? query.where('group_id', 'is', null) : query.where('group_id', '=', groupId);
  const row = await query.executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export function articleIdsOfGroup(db: Db, groupId: string) {
  return db
    .selectFrom('articles')
    .select('id')
    .where('group_id', '=', groupId)
    .orderBy('sort_order')
    .execute();
}

/** Where the article stands in its group, 1-based (the reading order: sort order, then id); null when not in it. */
export async function positionInGroup(db: Db, groupId: string, articleId: string): Promise<number | null> {
  const { rows } = await sql<{ position: string | number }>`select 1 + (
      select count(*) from articles a
      where a.group_id = me.group_id and (a.sort_order, a.id) < (me.sort_order, me.id)
    ) as position
    from articles me where me.id = ${articleId} and me.group_id = ${groupId}`.execute(db);
  return rows[0] ? Number(rows[0].position) : null;
}

export async function countGroupArticles(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Puts one article of a group at `index` (0-based) and numbers the group 0…n-1 in its reading
 * order around it, in two statements whatever the group's size.
 */
export async function moveInGroup(db: Db, groupId: string, articleId: string, index: number): Promise<void> {
  await sql`update articles as t set sort_order = o.place::int + (case when o.place >= ${index} then 1 else 0 end)
    from (
      select id, row_number() over (order by sort_order, id) - 1 as place
      from articles where group_id = ${groupId} and id <> ${articleId}
    ) as o
    where t.id = o.id`.execute(db);
  await db.updateTable('articles').set({ sort_order: index }).where('id', '=', articleId).execute();
}

/** Puts the articles (or groups) in the given order with one statement. */
export async function setSortOrder(
  db: Db,
  table: 'articles' | 'article_groups',
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(ids.map((id, index) => sql`(${id}, ${index})`));
  await sql`update ${sql.table(table)} as t set sort_order = o.position::int
    from (values ${values}) as o (id, position) where t.id = o.id`.execute(db);
}
