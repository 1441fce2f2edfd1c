import { randomBytes } from 'node:crypto';
import { FILE_LINK_TTL_SECONDS, type PresignedUpload, type PresignedUrlOption } from '@baro/core';
import type { Insertable } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { FilesTable } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { countNonMemberUploads, insertFiles, lockClientAddress } from './files.repository.ts';
import {
  checkUploadOption,
  type FileActor,
  NON_MEMBER_UPLOAD_LIMIT,
  NON_MEMBER_UPLOAD_WINDOW_MS,
  newFileKey,
  retryAfterSeconds,
} from './files.rules.ts';

/**
 * `POST /api/file/upload` (and its non-member and fulfillment forms), step one of two: every file
 * is judged by name, declared type and size before any bytes move (FILE_TYPE_NOT_ALLOWED,
 * FILE_TOO_LARGE; one refusal refuses the request), then each gets a new unguessable key, a pending
 * row recording who asked, and a signed PUT URL for exactly its size and type, valid
 * FILE_LINK_TTL_SECONDS. Non-members may ask for NON_MEMBER_UPLOAD_LIMIT files per address per
 * NON_MEMBER_UPLOAD_WINDOW_MS (RATE_LIMITED with Retry-After).
 */
export async function createUploads(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage' | 'env'>,
  actor: FileActor,
  options: PresignedUrlOption[],
): Promise<PresignedUpload[]> {
  const files = options.map((option) => {
    const checked = checkUploadOption(option, deps.env.FILE_MAX_BYTES);
    if (!checked.ok) throw new AppError(checked.code);
    return checked;
  });
  const now = deps.now();
  const rows: Insertable<FilesTable>[] = files.map((file) => ({
    key: newFileKey(actor.kind === 'non_member' ? 'n' : 'u', now, randomBytes(20)),
    file_name: file.fileName,
    extension: file.extension,
    mime_type: file.mimeType,
    size: file.size,
    uploader_kind: actor.kind,
    uploaded_by: actor.kind === 'non_member' ? null : actor.userId,
    team_id: actor.kind === 'customer' ? actor.teamId : null,
    partner_id: actor.kind === 'partner' ? actor.partnerId : null,
    client_address: actor.kind === 'non_member' ? actor.clientAddress : null,
    status: 'pending',
    created_at: now,
  }));

  await transact(deps.db, async (trx) => {
    if (actor.kind === 'non_member') {
      await lockClientAddress(trx, actor.clientAddress);
      const since = new Date(now.getTime() - NON_MEMBER_UPLOAD_WINDOW_MS);
      const recent = await countNonMemberUploads(trx, actor.clientAddress, since);
      if (recent.count + rows.length > NON_MEMBER_UPLOAD_LIMIT) {
        throw new AppError('RATE_LIMITED', {
          headers: { 'retry-after': String(retryAfterSeconds(recent.oldest, now)) },
        });
      }
    }
    await insertFiles(trx, rows);
  });

  return Promise.all(
    rows.map(async (row) => {
      const signed = await deps.storage.presignUpload({
        key: row.key,
        contentType: row.mime_type,
        size: row.size,
        expiresInSeconds: FILE_LINK_TTL_SECONDS,
      });
      return { key: row.key, preSignedUrl: signed.url, expirationTime: signed.expiresAt.toISOString() };
    }),
  );
}
