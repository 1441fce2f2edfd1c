import { type ReturnInspectionList, toSeoulIso } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { listBoundFilesOf } from '../files/files.api.ts';
import { findReturnForPickup, findReturnInspections, type ReturnScope } from './returns.repository.ts';

/**
 * `GET /api/fulfillment/returns/{id}/inspections` (the team's return) and
 * `GET /api/warehouse/returns/{id}/inspections` (the worker's warehouse; staff any): the inspection
 * records — SKU, quantity, outcome, location, note, time, photos — empty before inspection; 404
 * outside the scope.
 */
export async function listReturnInspections(
  db: Kysely<Database>,
  scope: ReturnScope,
  id: string,
): Promise<ReturnInspectionList> {
  if (!(await findReturnForPickup(db, id, scope))) throw new AppError('NOT_FOUND');
  const rows = await findReturnInspections(db, id);
  const photos = await listBoundFilesOf(
    db,
    'returnInspection',
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      sku: { id: row.sku_id, name: row.name, barcode: row.barcode },
      quantity: row.quantity,
      outcome: row.outcome,
      locationCode: row.location_code,
      note: row.note,
      at: toSeoulIso(row.at),
      photos: photos.get(row.id) ?? [],
    })),
  };
}
