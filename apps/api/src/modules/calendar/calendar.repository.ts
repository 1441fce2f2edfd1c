import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Every query of the calendar module: the staff-managed extra holidays.

type Db = Kysely<Database> | Transaction<Database>;

/** Every extra holiday's day, in order. */
export async function listExtraHolidayDays(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('extra_holidays').select('day').orderBy('day').execute();
  return rows.map((row) => row.day);
}

/** Extra holidays with their names, in order; of one year when given. */
export function listExtraHolidayRows(db: Db, year?: number) {
  let query = db
    .selectFrom('extra_holidays as h')
    .leftJoin('users as u', 'u.id', 'h.created_by')
    .select(['h.day', 'h.name_ko', 'h.name_en', 'h.created_by', 'h.created_at', 'u.name as created_by_name']);
  if (year !== undefined)
    query = query.where('h.day', '>=', `${year}-01-01`).where('h.day', '<=', `${year}-12-31`);
  return query.orderBy('h.day').execute();
}

export function findExtraHoliday(db: Db, day: string) {
  return db.selectFrom('extra_holidays').selectAll().where('day', '=', day).executeTakeFirst();
}

/** Adds a holiday; false when the day is one already (the primary key decides a race). */
export async function insertExtraHoliday(
  db: Db,
  row: { day: string; nameKo: string; nameEn: string; createdBy: string; now: Date },
): Promise<boolean> {
  const result = await db
    .insertInto('extra_holidays')
    .values({
      day: row.day,
      name_ko: row.nameKo,
      name_en: row.nameEn,
      created_by: row.createdBy,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Removes a holiday; false when there was none. */
export async function deleteExtraHoliday(db: Db, day: string): Promise<boolean> {
  const result = await db.deleteFrom('extra_holidays').where('day', '=', day).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Serialises changes of the holiday calendar (two at once would each reschedule deadlines from a
 * list missing the other's day): a transaction-scoped advisory lock.
 */
export async function lockCalendar(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('baro.extra_holidays'))`.execute(trx);
}
