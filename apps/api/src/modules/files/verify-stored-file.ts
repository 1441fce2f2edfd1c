import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { FileRow } from './files.repository.ts';
import { CONTENT_SNIFF_BYTES, contentMatches } from './files.rules.ts';

/**
 * The stored object behind a pending upload is what was asked for: it exists (FILE_NOT_UPLOADED),
 * it has exactly the declared size (FILE_SIZE_MISMATCH), and its first bytes are of the declared
 * type (FILE_CONTENT_MISMATCH: a `.pdf` that is an executable, a `.csv` that is binary).
 */
export async function verifyStoredFile(storage: ObjectStorage, file: FileRow): Promise<void> {
  const stored = await storage.head(file.key);
  if (!stored) throw new AppError('FILE_NOT_UPLOADED');
  if (stored.size !== file.size) throw new AppError('FILE_SIZE_MISMATCH');
  const head = await storage.readStart(file.key, CONTENT_SNIFF_BYTES);
  const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  if (!contentMatches(file.extension, head, detected)) throw new AppError('FILE_CONTENT_MISMATCH');
}
