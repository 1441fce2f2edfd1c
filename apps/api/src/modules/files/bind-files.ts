import type { BoundFile, FileBindItem } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { fileFactsOf } from './file-actor.ts';
import { type FileRow, findFile, lockFiles, markBound } from './files.repository.ts';
import { type FileActor, ownsUpload, type WriteVerdict, writeVerdict } from './files.rules.ts';
import { findTarget } from './find-target.ts';
import { presentBoundFile } from './present-file.ts';
import { verifyStoredFile } from './verify-stored-file.ts';

function enforceWritable(verdict: WriteVerdict): void {
  if (verdict === 'not_found') throw new AppError('NOT_FOUND');
  if (verdict === 'closed') throw new AppError('INVALID_STATE_TRANSITION');
}

/** The caller's own pending upload, or why not: another's (or unknown, or being deleted) → 404; bound → 409. */
function enforcePendingUpload(actor: FileActor, row: FileRow | undefined): FileRow {
  if (!row || row.status === 'deleting' || !ownsUpload(actor, fileFactsOf(row)))
    throw new AppError('NOT_FOUND');
  if (row.status === 'bound') throw new AppError('FILE_ALREADY_BOUND');
  return row;
}

/**
 * `PUT /api/file/binding` (and its non-member and fulfillment forms), step two: binds each uploaded
 * key to an entity the caller may write, all or nothing. Each key must be the caller's own upload
 * (a non-member's: from the same address) and unbound (FILE_ALREADY_BOUND, also for a key listed
 * twice); the entity must be one the caller may write in a state that takes documents; the stored
 * object must exist with the declared size and type. The object checks run before the transaction
 * (they read storage); the row checks run again under lock inside it.
 */
export async function bindFiles(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  actor: FileActor,
  bindList: FileBindItem[],
): Promise<BoundFile[]> {
  const seen = new Set<string>();
  for (const item of bindList) {
    if (seen.has(item.key)) throw new AppError('FILE_ALREADY_BOUND');
    seen.add(item.key);
  }

  for (const item of bindList) {
    const row = enforcePendingUpload(actor, await findFile(deps.db, item.key));
    enforceWritable(
      writeVerdict(actor, item.targetType, await findTarget(deps.db, item.targetType, item.targetId)),
    );
    await verifyStoredFile(deps.storage, row);
  }

  const now = deps.now();
  const bound = await transact(deps.db, async (trx) => {
    const rows = new Map(
      (
        await lockFiles(
          trx,
          bindList.map((item) => item.key),
        )
      ).map((row) => [row.key, row]),
    );
    const results: BoundFile[] = [];
    for (const item of bindList) {
      enforcePendingUpload(actor, rows.get(item.key));
      enforceWritable(
        writeVerdict(actor, item.targetType, await findTarget(trx, item.targetType, item.targetId)),
      );
      const row = await markBound(trx, item.key, {
        targetType: item.targetType,
        targetId: item.targetId,
        fileType: item.fileType,
        boundBy: actor.kind === 'non_member' ? null : actor.userId,
        now,
      });
      results.push(presentBoundFile(row));
    }
    return results;
  });
  return bound;
}
