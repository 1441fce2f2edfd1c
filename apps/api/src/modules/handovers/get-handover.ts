import type { Handover } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type FloorCaller, floorSees } from '../warehouses/warehouses.api.ts';
import { findHandoverRow } from './handovers.repository.ts';
import { presentHandover } from './present-handover.ts';

/** A manifest as it is now (after a change the caller may see it: no tenancy check). */
export async function getHandoverById(db: Kysely<Database>, id: string): Promise<Handover> {
  const row = await findHandoverRow(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentHandover(db, row);
}

/** `GET /api/warehouse/handovers/{id}`: a manifest of the worker's warehouse (staff: any), else 404. */
export async function getHandover(db: Kysely<Database>, floor: FloorCaller, id: string): Promise<Handover> {
  const row = await findHandoverRow(db, id);
  if (!row || !floorSees(floor, row.warehouse_id)) throw new AppError('NOT_FOUND');
  return presentHandover(db, row);
}
