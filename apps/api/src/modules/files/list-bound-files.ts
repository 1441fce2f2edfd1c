import type { BoundFile, FileTargetType } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listBoundFileRows } from './files.repository.ts';
import { presentBoundFile } from './present-file.ts';

/**
 * The files bound to one entity, oldest first, for other modules' detail answers (a bid's or a
 * shipment's documents). It does not check who asks: the caller's module has already decided that
 * the caller may see the entity. Files being deleted are not listed.
 */
export async function listBoundFiles(
  db: Kysely<Database> | Transaction<Database>,
  target: { targetType: FileTargetType; targetId: string },
): Promise<BoundFile[]> {
  const rows = await listBoundFileRows(db, target.targetType, target.targetId);
  return rows.map(presentBoundFile);
}
