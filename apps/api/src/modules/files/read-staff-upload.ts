import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { findFile } from './files.repository.ts';

/**
 * The bytes of a file this staff member uploaded (`/api/file/upload`), for the admin imports that
 * read a spreadsheet; null when the key is someone else's, is being deleted, or was never uploaded.
 */
export async function readStaffUpload(
  deps: { db: Kysely<Database>; storage: ObjectStorage },
  staffUserId: string,
  key: string,
): Promise<{ fileName: string; bytes: Uint8Array } | null> {
  const file = await findFile(deps.db, key);
  if (file?.uploader_kind !== 'staff' || file.uploaded_by !== staffUserId || file.status === 'deleting')
    return null;
  const bytes = await deps.storage.read(file.key);
  return bytes ? { fileName: file.file_name, bytes } : null;
}
