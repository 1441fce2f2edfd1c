import type { Wave } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type FloorCaller, floorSees } from '../warehouses/warehouses.api.ts';
import { presentWave } from './present-wave.ts';
import { findWaveRow } from './waves.repository.ts';

/** A wave as it is now (after a change the caller may see it: no tenancy check). */
export async function getWaveById(db: Kysely<Database>, id: string): Promise<Wave> {
  const row = await findWaveRow(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentWave(db, row);
}

/** `GET /api/warehouse/waves/{id}`: a wave of the worker's warehouse (staff: any), else 404. */
export async function getWave(db: Kysely<Database>, floor: FloorCaller, id: string): Promise<Wave> {
  const row = await findWaveRow(db, id);
  if (!row || !floorSees(floor, row.warehouse_id)) throw new AppError('NOT_FOUND');
  return presentWave(db, row);
}
