import { type AdminHolidayYear, getHolidays } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listExtraHolidayRows } from './calendar.repository.ts';

/** `GET /api/admin/holidays?year=`: SPEC §9's holidays of the year and staff's, each in order. */
export async function getHolidayYear(db: Kysely<Database>, year: number): Promise<AdminHolidayYear> {
  const rows = await listExtraHolidayRows(db, year);
  return {
    year,
    builtIn: getHolidays(year),
    extra: rows.map((row) => ({
      date: row.day,
      nameKo: row.name_ko,
      nameEn: row.name_en,
      createdBy:
        row.created_by && row.created_by_name ? { id: row.created_by, name: row.created_by_name } : null,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
