import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, VesselSchedulesTable } from '../../db/schema.ts';
import type { ScheduleCursor } from './reference.rules.ts';

// Every query of vessel schedules (sailings between two sea ports).

type Db = Kysely<Database> | Transaction<Database>;

const withPorts = (db: Db) =>
  db
    .selectFrom('vessel_schedules as s')
    .innerJoin('locations as pl', 'pl.code', 's.pol')
    .innerJoin('locations as pd', 'pd.code', 's.pod')
    .select([
      's.id',
      's.carrier',
      's.vessel',
      's.voyage',
      's.pol',
      'pl.name_ko as pol_name_ko',
      'pl.name_en as pol_name_en',
      's.pod',
      'pd.name_ko as pod_name_ko',
      'pd.name_en as pod_name_en',
      's.cutoff_at',
      's.etd',
      's.eta',
      's.transit_days',
    ]);

export type VesselScheduleRow = NonNullable<Awaited<ReturnType<typeof findScheduleRow>>>;

export function findScheduleRow(db: Db, id: string) {
  return withPorts(db).where('s.id', '=', id).executeTakeFirst();
}

/**
 * Up to `limit` sailings departing at or after `from`, after `cursor` in (etd, id) order, on the
 * lane if given. The (etd, id) keyset keeps pages free of gaps and repeats while rows are added.
 */
export function listScheduleRows(
  db: Db,
  filter: {
    pol?: string | undefined;
    pod?: string | undefined;
    from: Date;
    cursor: ScheduleCursor | null;
    limit: number;
  },
): Promise<VesselScheduleRow[]> {
  let query = withPorts(db).where('s.etd', '>=', filter.from);
  if (filter.pol) query = query.where('s.pol', '=', filter.pol);
  if (filter.pod) query = query.where('s.pod', '=', filter.pod);
  const { cursor } = filter;
  if (cursor) {
    query = query.where((eb) =>
      eb(eb.refTuple('s.etd', 's.id'), '>', eb.tuple(eb.val(cursor.etd), eb.val(cursor.id))),
    );
  }
  return query.orderBy('s.etd').orderBy('s.id').limit(filter.limit).execute();
}

export async function insertScheduleRow(db: Db, row: Insertable<VesselSchedulesTable>): Promise<void> {
  await db.insertInto('vessel_schedules').values(row).execute();
}

/** Inserts the sailings whose ids are not there yet; answers how many were new. */
export async function insertMissingSchedules(
  db: Db,
  rows: Insertable<VesselSchedulesTable>[],
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += 200) {
    const result = await db
      .insertInto('vessel_schedules')
      .values(rows.slice(start, start + 200))
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}

/** Deletes a sailing; false when there is none with that id. */
export async function deleteScheduleRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('vessel_schedules').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
