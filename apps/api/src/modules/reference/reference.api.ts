import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findLocationRows, type LocationRow } from './locations.repository.ts';

// What the reference module offers other modules: the one lookup of locations (bids, rates,
// estimates and shipments read ports and airports only through it) and the day's exchange rates.

export { findRatesOn, type RatesOnDate } from './exchange-rates.repository.ts';
export type { LocationRow };

type Db = Kysely<Database> | Transaction<Database>;

/** The known locations among `codes`, by code; unknown codes are left out. One query. */
export async function findLocations(db: Db, codes: readonly string[]): Promise<Map<string, LocationRow>> {
  const rows = await findLocationRows(db, [...new Set(codes)]);
  return new Map(rows.map((row) => [row.code, row]));
}

/** The kind (sea port or airport) of each known location among `codes`. */
export async function findLocationKinds(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, 'sea' | 'air'>> {
  const locations = await findLocations(db, codes);
  return new Map([...locations].map(([code, row]) => [code, row.kind]));
}

export interface LocationNames {
  code: string;
  nameKo: string;
  nameEn: string;
}

/** The Korean and English names of each known location among `codes`. */
export async function findLocationNames(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, LocationNames>> {
  const locations = await findLocations(db, codes);
  return new Map(
    [...locations].map(([code, row]) => [code, { code, nameKo: row.name_ko, nameEn: row.name_en }]),
  );
}
