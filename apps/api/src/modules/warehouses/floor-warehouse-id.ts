import { FIELD_MESSAGES, type Language } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { FloorCaller } from './floor-caller.ts';
import { findWarehouse } from './get-warehouse.ts';

/**
 * The warehouse a floor caller makes something in (a wave, a manifest): a worker's own — naming
 * another is not found — while staff must name one that exists.
 */
export async function floorWarehouseId(
  db: Kysely<Database>,
  floor: FloorCaller,
  requested: string | undefined,
  lang: Language,
): Promise<string> {
  if (floor.warehouseId !== null) {
    if (requested !== undefined && requested !== floor.warehouseId) throw new AppError('NOT_FOUND');
    return floor.warehouseId;
  }
  if (requested === undefined)
    throw new AppError('VALIDATION_FAILED', { fields: { warehouseId: FIELD_MESSAGES[lang].required } });
  if (!(await findWarehouse(db, requested))) throw new AppError('NOT_FOUND');
  return requested;
}
