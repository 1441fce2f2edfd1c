import type { AppDeps } from '../../app-deps.ts';
import { claimStalePending, listDeletingKeys, listStalePendingKeys } from './files.repository.ts';
import { UNBOUND_FILE_LIFETIME_MS } from './files.rules.ts';
import { purgeFile } from './purge-file.ts';

const BATCH = 500;

export interface GarbageReport {
  /** Unbound uploads older than a day that were removed. */
  collected: number;
  /** Earlier deletions whose object removal was finished now. */
  finished: number;
  /** Removals that failed again (left marked for the next run). */
  failed: number;
}

/**
 * The hourly file collector (pg-boss job `files.gc`): removes uploads never bound within
 * UNBOUND_FILE_LIFETIME_MS (the row is marked deleting first, in one statement that loses to a
 * binding made meanwhile; then the object; then the row), and finishes deletions whose object
 * removal failed before. Never touches a bound file.
 */
export async function collectFileGarbage(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'> & { log?: { warn(data: object, message: string): void } },
): Promise<GarbageReport> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - UNBOUND_FILE_LIFETIME_MS);
  const report: GarbageReport = { collected: 0, finished: 0, failed: 0 };

  // Deletions left over from before this run (marked earlier than `now`).
  for (const key of await listDeletingKeys(deps.db, now, BATCH)) {
    try {
      await purgeFile(deps, key);
      report.finished += 1;
    } catch (error) {
      report.failed += 1;
      deps.log?.warn({ err: error, key }, 'file object removal failed; will retry');
    }
  }

  for (const key of await listStalePendingKeys(deps.db, cutoff, BATCH)) {
    if (!(await claimStalePending(deps.db, key, cutoff, now))) continue;
    try {
      await purgeFile(deps, key);
      report.collected += 1;
    } catch (error) {
      report.failed += 1;
      deps.log?.warn({ err: error, key }, 'file object removal failed; will retry');
    }
  }
  return report;
}
