import type { BoundFile, FileTargetType } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listBoundFileRows, listBoundFileRowsOf } from './files.repository.ts';
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

/** The files bound to each of these entities (one query), by entity id; none bound: absent. */
export async function listBoundFilesOf(
  db: Kysely<Database> | Transaction<Database>,
  targetType: FileTargetType,
  targetIds: readonly string[],
): Promise<Map<string, BoundFile[]>> {
  const byTarget = new Map<string, BoundFile[]>();
  for (const row of await listBoundFileRowsOf(db, targetType, targetIds)) {
    const file = presentBoundFile(row);
    byTarget.set(file.targetId, [...(byTarget.get(file.targetId) ?? []), file]);
  }
  return byTarget;
}
