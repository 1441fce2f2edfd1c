import type { ArticleType } from '@baro/core';
import {
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ArticleGroupsTable } from '../../db/schema-content.ts';

// Every query of the staff CMS's article groups (FAQ categories, how-to series).

type Db = Kysely<Database> | Transaction<Database>;

export type ArticleGroupRow = Selectable<ArticleGroupsTable> & {
  article_count: number;
  published_count: number;
};

function groupsWithCounts(db: Db) {
  return db
    .selectFrom('article_groups as g')
    .selectAll('g')
    .select([
      sql<number>`(select count(*) from articles a where a.group_id = g.id)`.as('article_count'),
      sql<number>`(select count(*) from articles a where a.group_id = g.id and a.published_revision is not null)`.as(
        'published_count',
      ),
    ]);
}

export function listGroups(db: Db, articleType?: ArticleType): Promise<ArticleGroupRow[]> {
  let query = groupsWithCounts(db);
  if (articleType) query = query.where('g.article_type', '=', articleType);
  return query.orderBy('g.article_type').orderBy('g.sort_order').orderBy('g.id').execute();
}

export function findGroup(db: Db, id: string): Promise<ArticleGroupRow | undefined> {
  return groupsWithCounts(db).where('g.id', '=', id).executeTakeFirst();
}

export function lockGroup(trx: Transaction<Database>, id: string) {
  return trx.selectFrom('article_groups').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertGroup(db: Db, row: Insertable<ArticleGroupsTable>): Promise<void> {
  await db.insertInto('article_groups').values(row).execute();
}

export async function updateGroup(db: Db, id: string, values: Updateable<ArticleGroupsTable>): Promise<void> {
  await db.updateTable('article_groups').set(values).where('id', '=', id).execute();
}

export async function deleteGroup(db: Db, id: string): Promise<void> {
  await db.deleteFrom('article_groups').where('id', '=', id).execute();
}

export async function nextGroupSortOrder(db: Db, articleType: ArticleType): Promise<number> {
  const row = await db
    .selectFrom('article_groups')
    .select((eb) => eb.fn.max<number>('sort_order').as('last'))
    .where('article_type', '=', articleType)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export function groupIdsOfType(db: Db, articleType: ArticleType) {
  return db.selectFrom('article_groups').select('id').where('article_type', '=', articleType).execute();
}

/** Serialises reordering within one type (two editors reordering at once would interleave). */
export async function lockGroupOrder(trx: Transaction<Database>, articleType: ArticleType): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`baro.article_groups.${articleType}`}))`.execute(trx);
}
