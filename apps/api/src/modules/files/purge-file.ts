import type { AppDeps } from '../../app-deps.ts';
import { isDeleting, removeDeletedRow } from './files.repository.ts';

/**
 * Finishes deleting a file marked deleting: the object first, then the row. A failure leaves the
 * row marked (it is in no list and no binding), so the next attempt — the retried purge job or
 * the hourly collector — picks it up again; removing an object twice is harmless.
 */
export async function purgeFile(deps: Pick<AppDeps, 'db' | 'storage'>, key: string): Promise<void> {
  if (!(await isDeleting(deps.db, key))) return;
  await deps.storage.delete(key);
  await removeDeletedRow(deps.db, key);
}
