import { randomBytes } from 'node:crypto';
import type { FileTargetType, FileType } from '@baro/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { insertFiles } from './files.repository.ts';
import { checkUploadOption, type FileActor, newFileKey, writeVerdict } from './files.rules.ts';
import { findTarget } from './find-target.ts';
import { verifyStoredFile } from './verify-stored-file.ts';

/** The largest file the server attaches itself (a rendered document, a few pages). */
const MAX_ATTACHED_BYTES = 10 * 1024 * 1024;

/**
 * A file the server has the bytes of, attached as `actor` had uploaded and bound it (demo data):
 * judged by the upload rules (type, size), the binding rules (the actor may write to the target,
 * which still takes documents) and the stored-object check, then stored under a new upload key and
 * recorded bound in the caller's transaction. Answers the key.
 */
export async function attachStoredFile(
  trx: Transaction<Database>,
  storage: ObjectStorage,
  actor: Exclude<FileActor, { kind: 'non_member' }>,
  file: {
    targetType: FileTargetType;
    targetId: string;
    fileType: FileType;
    fileName: string;
    mimeType: string;
    bytes: Uint8Array;
  },
  now: Date,
): Promise<string> {
  const checked = checkUploadOption(
    { fileName: file.fileName, mimeType: file.mimeType, size: file.bytes.byteLength },
    MAX_ATTACHED_BYTES,
  );
  if (!checked.ok) throw new AppError(checked.code);
  const verdict = writeVerdict(actor, file.targetType, await findTarget(trx, file.targetType, file.targetId));
  if (verdict === 'not_found') throw new AppError('NOT_FOUND');
  if (verdict === 'closed') throw new AppError('INVALID_STATE_TRANSITION');

  const key = newFileKey('u', now, randomBytes(20));
  const row = {
    key,
    file_name: checked.fileName,
    extension: checked.extension,
    mime_type: checked.mimeType,
    size: checked.size,
    uploader_kind: actor.kind,
    uploaded_by: actor.userId,
    team_id: actor.kind === 'customer' ? actor.teamId : null,
    partner_id: actor.kind === 'partner' ? actor.partnerId : null,
    client_address: null,
    status: 'bound' as const,
    target_type: file.targetType,
    target_id: file.targetId,
    file_type: file.fileType,
    bound_by: actor.userId,
    bound_at: now,
    created_at: now,
  };
  await storage.put(key, file.bytes, checked.mimeType);
  await verifyStoredFile(storage, { ...row, deleting_since: null });
  await insertFiles(trx, [row]);
  return key;
}
