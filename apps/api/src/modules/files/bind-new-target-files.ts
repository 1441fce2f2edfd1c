import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database, FileTargetKind } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { fileFactsOf } from './file-actor.ts';
import { type FileRow, findFile, lockFiles, markBound } from './files.repository.ts';
import { type FileActor, ownsUpload } from './files.rules.ts';
import { verifyStoredFile } from './verify-stored-file.ts';

// Files sent with the request that creates their target (a bid request's `fileKeys`) are bound to
// it in the transaction that creates it, with this module's own rules: the caller's own pending
// uploads whose stored object is what was declared. The target does not exist before, so the
// generic binding call (PUT /api/file/binding, which checks the target) cannot be used; later
// files go through it. The creating module calls these two through files.api.ts.

/** Who uploads for the target: a team's member, or someone on a warehouse floor (staff: warehouseId null). */
export type NewTargetUploader = TeamCaller | { floor: { userId: string; warehouseId: string | null } };

const actorOf = (caller: NewTargetUploader): FileActor => {
  if ('floor' in caller) {
    const { userId, warehouseId } = caller.floor;
    return warehouseId === null ? { kind: 'staff', userId } : { kind: 'worker', userId, warehouseId };
  }
  return { kind: 'customer', userId: caller.userId, teamId: caller.teamId, teamRole: caller.role };
};
const userOf = (caller: NewTargetUploader) => ('floor' in caller ? caller.floor.userId : caller.userId);

function enforcePendingUpload(actor: FileActor, row: FileRow | undefined): FileRow {
  if (!row || row.status === 'deleting' || !ownsUpload(actor, fileFactsOf(row)))
    throw new AppError('NOT_FOUND');
  if (row.status === 'bound') throw new AppError('FILE_ALREADY_BOUND');
  return row;
}

/** Before the transaction (it reads storage): every key is the caller's pending, stored upload. */
export async function checkNewTargetFiles(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  caller: NewTargetUploader,
  keys: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length !== keys.length) throw new AppError('FILE_ALREADY_BOUND');
  const actor = actorOf(caller);
  for (const key of unique) {
    const row = enforcePendingUpload(actor, await findFile(deps.db, key));
    await verifyStoredFile(deps.storage, row);
  }
  return unique;
}

/** Inside the target's transaction: binds the checked keys to it, under lock. */
export async function bindNewTargetFiles(
  trx: Transaction<Database>,
  caller: NewTargetUploader,
  keys: readonly string[],
  target: { targetType: FileTargetKind; targetId: string; fileType: string },
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  const actor = actorOf(caller);
  const rows = new Map((await lockFiles(trx, [...keys])).map((row) => [row.key, row]));
  for (const key of keys) {
    enforcePendingUpload(actor, rows.get(key));
    await markBound(trx, key, { ...target, boundBy: userOf(caller), now });
  }
}
