import type { GuideCategory } from '@baro/core';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GuidesTable } from '../../db/schema-content.ts';

// Every query of the guide files (`GET /api/customerCare/guide`).

type Db = Kysely<Database> | Transaction<Database>;

/** Every edition of every guide (of a category), in order. */
export function listGuideRows(db: Db, category?: GuideCategory) {
  let query = db.selectFrom('guides').selectAll();
  if (category) query = query.where('category', '=', category);
  return query.orderBy('category').orderBy('sort_order').orderBy('object_name').orderBy('lang').execute();
}

export async function setGuideSize(db: Db, id: string, size: number): Promise<void> {
  await db.updateTable('guides').set({ size }).where('id', '=', id).execute();
}

/** Adds the guides that are missing (by id); what staff changed stays. */
export async function insertMissingGuides(db: Db, rows: Insertable<GuidesTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('guides')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
