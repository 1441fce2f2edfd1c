import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { fileFactsOf } from '../files/file-actor.ts';
import { type FileRow, findFile, lockFiles, markBound } from '../files/files.repository.ts';
import { type FileActor, ownsUpload } from '../files/files.rules.ts';
import { verifyStoredFile } from '../files/verify-stored-file.ts';

// Files sent with a bid request (`fileKeys`) are bound to the new bid in the transaction that
// creates it, with the files module's own rules: the caller's own pending uploads whose stored
// object is what was declared. The bid does not exist before, so the generic binding call
// (PUT /api/file/binding, which checks the target) cannot be used; later files go through it.

const actorOf = (caller: TeamCaller): FileActor => ({
  kind: 'customer',
  userId: caller.userId,
  teamId: caller.teamId,
  teamRole: caller.role,
});

function enforcePendingUpload(actor: FileActor, row: FileRow | undefined): FileRow {
  if (!row || row.status === 'deleting' || !ownsUpload(actor, fileFactsOf(row)))
    throw new AppError('NOT_FOUND');
  if (row.status === 'bound') throw new AppError('FILE_ALREADY_BOUND');
  return row;
}

/** Before the transaction (it reads storage): every key is the caller's pending, stored upload. */
export async function checkRequestFiles(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  caller: TeamCaller,
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

/** Inside the bid's transaction: binds the checked keys to the bid as `etc` documents, under lock. */
export async function bindRequestFiles(
  trx: Transaction<Database>,
  caller: TeamCaller,
  keys: readonly string[],
  bidId: string,
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  const actor = actorOf(caller);
  const rows = new Map((await lockFiles(trx, [...keys])).map((row) => [row.key, row]));
  for (const key of keys) {
    enforcePendingUpload(actor, rows.get(key));
    await markBound(trx, key, {
      targetType: 'bid',
      targetId: bidId,
      fileType: 'etc',
      boundBy: caller.userId,
      now,
    });
  }
}
