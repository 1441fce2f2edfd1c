import type { DownloadLink } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { createDownloadLink } from './create-download-link.ts';
import { fileFactsOf } from './file-actor.ts';
import { findFile } from './files.repository.ts';
import { canReadFile, type FileActor } from './files.rules.ts';
import { findTarget } from './find-target.ts';

/**
 * `GET /api/file/download?key=`: a link to a file the caller may read (a bound file: whoever may see
 * its entity; an unbound one: its uploader). Any other key, another tenant's included, is not found.
 */
export async function getFileDownloadLink(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  actor: FileActor,
  key: string,
): Promise<DownloadLink> {
  const row = await findFile(deps.db, key);
  if (!row) throw new AppError('NOT_FOUND');
  const target =
    row.status === 'bound' && row.target_type && row.target_id
      ? await findTarget(deps.db, row.target_type, row.target_id)
      : null;
  if (!canReadFile(actor, fileFactsOf(row), target)) throw new AppError('NOT_FOUND');
  return createDownloadLink(deps.storage, deps.now, {
    key: row.key,
    fileName: row.file_name,
    contentType: row.mime_type,
  });
}
