import type { Language, LocationKind } from '@baro/core';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, LocationsTable } from '../../db/schema.ts';
import { escapeLike, type LocationSearchText } from './reference.rules.ts';

// Every query of locations (UN/LOCODE sea ports and IATA airports).

type Db = Kysely<Database> | Transaction<Database>;

export type LocationRow = Pick<
  Selectable<LocationsTable>,
  'code' | 'kind' | 'name_ko' | 'name_en' | 'country_code' | 'time_zone'
>;

const COLUMNS = ['code', 'kind', 'name_ko', 'name_en', 'country_code', 'time_zone'] as const;

/**
 * Locations whose code or Korean or English name contains the search, case-insensitively and also
 * with spaces and punctuation ignored. An exact code first, then Korean locations, then by name in
 * the caller's language (byte order, so both drivers agree), then by code.
 */
export function searchLocationRows(
  db: Db,
  search: { text: LocationSearchText | null; kind?: LocationKind | undefined; lang: Language; limit: number },
): Promise<LocationRow[]> {
  let query = db.selectFrom('locations').select(COLUMNS);
  if (search.kind) query = query.where('kind', '=', search.kind);
  const { text } = search;
  if (text) {
    const pattern = `%${escapeLike(text.text)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('code', 'ilike', pattern),
        eb('name_ko', 'ilike', pattern),
        eb('name_en', 'ilike', pattern),
        eb(sql<string>`replace(name_ko, ' ', '')`, 'like', `%${escapeLike(text.spacelessKey)}%`),
        ...(text.latinKey
          ? [
              eb(
                sql<string>`regexp_replace(lower(name_en), '[^a-z0-9]', '', 'g')`,
                'like',
                `%${escapeLike(text.latinKey)}%`,
              ),
            ]
          : []),
      ]),
    );
  }
  const exactCode = text ? text.text.toUpperCase() : '';
  const name = search.lang === 'en' ? sql`name_en` : sql`name_ko`;
  return query
    .orderBy(sql`case when code = ${exactCode} then 0 else 1 end`)
    .orderBy(sql`case when country_code = 'KR' then 0 else 1 end`)
    .orderBy(sql`${name} collate "C"`)
    .orderBy('code')
    .limit(search.limit)
    .execute();
}

export function findLocationRow(db: Db, code: string): Promise<LocationRow | undefined> {
  return db.selectFrom('locations').select(COLUMNS).where('code', '=', code).executeTakeFirst();
}

/** The locations among `codes` (any that do not exist are simply left out). */
export function findLocationRows(db: Db, codes: string[]): Promise<LocationRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db.selectFrom('locations').select(COLUMNS).where('code', 'in', codes).execute();
}

/** Locks a location until the transaction ends (a delete checks its uses under this lock). */
export function lockLocationRow(trx: Transaction<Database>, code: string) {
  return trx.selectFrom('locations').select(COLUMNS).where('code', '=', code).forUpdate().executeTakeFirst();
}

export interface LocationValues {
  code: string;
  kind: LocationKind;
  nameKo: string;
  nameEn: string;
  countryCode: string;
  timeZone: string;
}

/** Inserts a location; false when the code is taken. */
export async function insertLocationRow(db: Db, location: LocationValues, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('locations')
    .values({
      code: location.code,
      kind: location.kind,
      name_ko: location.nameKo,
      name_en: location.nameEn,
      country_code: location.countryCode,
      time_zone: location.timeZone,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Inserts the locations whose codes are not there yet; existing ones (maybe edited by staff) stay. */
export async function insertMissingLocations(db: Db, locations: readonly LocationValues[], now: Date) {
  if (locations.length === 0) return;
  await db
    .insertInto('locations')
    .values(
      locations.map((location) => ({
        code: location.code,
        kind: location.kind,
        name_ko: location.nameKo,
        name_en: location.nameEn,
        country_code: location.countryCode,
        time_zone: location.timeZone,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export async function updateLocationRow(
  db: Db,
  code: string,
  changes: Partial<Omit<LocationValues, 'code' | 'kind'>>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('locations')
    .set({
      ...(changes.nameKo !== undefined ? { name_ko: changes.nameKo } : {}),
      ...(changes.nameEn !== undefined ? { name_en: changes.nameEn } : {}),
      ...(changes.countryCode !== undefined ? { country_code: changes.countryCode } : {}),
      ...(changes.timeZone !== undefined ? { time_zone: changes.timeZone } : {}),
      updated_at: now,
    })
    .where('code', '=', code)
    .execute();
}

/** True when a schedule, partner rate, estimate log, bid or shipment names the location. */
export async function isLocationInUse(db: Db, code: string): Promise<boolean> {
  const tables = ['vessel_schedules', 'partner_rates', 'estimate_logs', 'bids', 'shipments'] as const;
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`1`.as('one'))
      .where((eb) => eb.or([eb('pol', '=', code), eb('pod', '=', code)]))
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

export async function deleteLocationRow(db: Db, code: string): Promise<void> {
  await db.deleteFrom('locations').where('code', '=', code).execute();
}
