import type { Language, LocationKind, LocationList, TradeLocation } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findLocationRow, searchLocationRows } from './locations.repository.ts';
import { presentLocation } from './present-reference.ts';
import { toLocationSearchText } from './reference.rules.ts';

/** `GET /api/locations`: ports and airports by code or Korean/English name, Korean ones first. */
export async function searchLocations(
  db: Kysely<Database>,
  query: { query?: string | undefined; kind?: LocationKind | undefined; limit: number },
  lang: Language,
): Promise<LocationList> {
  const rows = await searchLocationRows(db, {
    text: toLocationSearchText(query.query),
    kind: query.kind,
    lang,
    limit: query.limit,
  });
  return { items: rows.map(presentLocation) };
}

/** `GET /api/locations/{code}`. */
export async function getLocation(db: Kysely<Database>, code: string): Promise<TradeLocation> {
  const row = await findLocationRow(db, code);
  if (!row) throw new AppError('NOT_FOUND');
  return presentLocation(row);
}
