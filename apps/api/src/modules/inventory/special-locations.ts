import { BUILT_IN_LOCATION_CODES, type WarehouseLocationKind } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { type LocationRow, upsertLocation } from './locations.repository.ts';

// Every warehouse has one location of each special kind, made on first use: the receiving dock
// (stock received without a location), quarantine (returns not fit to sell) and outbound (picked
// stock on its way out).
// Their codes are core's BUILT_IN_LOCATION_CODES: the system's, never changed or deactivated.
export const SPECIAL_LOCATION_CODES: Record<
  Exclude<WarehouseLocationKind, 'storage'>,
  string
> = BUILT_IN_LOCATION_CODES;

export async function specialLocation(
  db: Kysely<Database> | Transaction<Database>,
  warehouseId: string,
  kind: Exclude<WarehouseLocationKind, 'storage'>,
): Promise<LocationRow> {
  const { location } = await upsertLocation(db, {
    id: newId('loc'),
    warehouse_id: warehouseId,
    code: SPECIAL_LOCATION_CODES[kind],
    kind,
  });
  return location;
}
