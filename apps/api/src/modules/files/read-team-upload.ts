import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { findFile } from './files.repository.ts';

/**
 * The bytes of a file a customer of `teamId` uploaded (`/api/fulfillment/file/upload` or the main
 * upload), for imports that read a spreadsheet; null when the key is another tenant's, is being
 * deleted, or was never uploaded.
 */
export async function readTeamUpload(
  deps: { db: Kysely<Database>; storage: ObjectStorage },
  teamId: string,
  key: string,
): Promise<{ fileName: string; bytes: Uint8Array } | null> {
  const file = await findFile(deps.db, key);
  if (file?.uploader_kind !== 'customer' || file.team_id !== teamId || file.status === 'deleting')
    return null;
  const bytes = await deps.storage.read(file.key);
  return bytes ? { fileName: file.file_name, bytes } : null;
}
