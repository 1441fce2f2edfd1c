import type { PublicHolidayList } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listExtraHolidayRows } from './calendar.repository.ts';

/** `GET /api/calendar/holidays`: every staff-managed holiday, for the apps' business-day sums. */
export async function listPublicHolidays(db: Kysely<Database>): Promise<PublicHolidayList> {
  const rows = await listExtraHolidayRows(db);
  return { items: rows.map((row) => ({ date: row.day, nameKo: row.name_ko, nameEn: row.name_en })) };
}
