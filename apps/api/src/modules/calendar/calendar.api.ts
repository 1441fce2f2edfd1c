import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listExtraHolidayDays } from './calendar.repository.ts';

// What the calendar module offers other modules: every business-day rule of the service passes
// these days to core's calendar (`isBusinessDay`, `addBusinessDays`, `bidDeadline`).

/** The staff-managed extra holidays (`YYYY-MM-DD`), read in the caller's transaction. */
export function loadExtraHolidays(db: Kysely<Database> | Transaction<Database>): Promise<string[]> {
  return listExtraHolidayDays(db);
}
