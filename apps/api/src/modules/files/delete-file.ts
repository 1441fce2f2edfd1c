import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { fileFactsOf } from './file-actor.ts';
import { enqueueFilePurge } from './files.jobs.ts';
import { lockFiles, markDeleting } from './files.repository.ts';
import { deleteVerdict, type FileActor } from './files.rules.ts';
import { findTarget } from './find-target.ts';
import { purgeFile } from './purge-file.ts';

type Log = { warn(data: object, message: string): void; error(data: object, message: string): void };

/**
 * `DELETE /api/file/delete`: removes a file and its binding as one step. Under the row lock the
 * rules decide (not readable → 404; readable but not the uploader, a team master/admin, the
 * uploading partner or staff → 403; the entity no longer takes documents → 409), and the row is
 * marked deleting, which ends the binding at once. After commit the object is removed and the row
 * forgotten; if the object store fails, a retrying pg-boss job (and the hourly collector) finishes
 * the job, so no binding ever points at a missing object.
 */
export async function deleteFile(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage' | 'jobs'> & { log?: Log },
  actor: FileActor,
  key: string,
): Promise<void> {
  const now = deps.now();
  await transact(deps.db, async (trx) => {
    const [row] = await lockFiles(trx, [key]);
    if (!row) throw new AppError('NOT_FOUND');
    const target =
      row.status === 'bound' && row.target_type && row.target_id
        ? await findTarget(trx, row.target_type, row.target_id)
        : null;
    const verdict = deleteVerdict(actor, fileFactsOf(row), target);
    if (verdict === 'not_found') throw new AppError('NOT_FOUND');
    if (verdict === 'forbidden') throw new AppError('FORBIDDEN');
    if (verdict === 'closed') throw new AppError('INVALID_STATE_TRANSITION');
    await markDeleting(trx, key, now);
  });

  try {
    await purgeFile(deps, key);
  } catch (error) {
    deps.log?.warn({ err: error, key }, 'file object removal failed; queued for retry');
    if (deps.jobs) {
      await enqueueFilePurge(deps.jobs, key).catch((queueError: unknown) => {
        // The hourly collector still finishes it.
        deps.log?.error({ err: queueError, key }, 'could not queue the file removal retry');
      });
    }
  }
}
