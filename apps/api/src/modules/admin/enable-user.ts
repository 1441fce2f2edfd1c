import type { AdminUser } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { enableUserRow } from '../users/users.api.ts';
import { findAdminUserRow } from './admin-users.repository.ts';
import { toAdminUser } from './to-admin-user.ts';

/**
 * `POST /api/admin/users/{id}/enable`: the account may log in again. Sessions ended by disabling
 * stay ended; the person logs in anew.
 */
export async function enableUser(
  deps: { db: Kysely<Database>; now: () => Date },
  actor: StaffActor,
  userId: string,
): Promise<AdminUser> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    const before = await findAdminUserRow(trx, userId);
    if (!before || !(await enableUserRow(trx, userId, now))) throw new AppError('NOT_FOUND');
    const row = await findAdminUserRow(trx, userId);
    if (!row) throw new AppError('NOT_FOUND');
    const after = toAdminUser(row);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'user.enable',
        target: userId,
        targetIds: [userId],
        before: { disabledAt: toAdminUser(before).disabledAt },
        after: { disabledAt: after.disabledAt },
        details: { email: after.email },
      },
      now,
    );
    return after;
  });
}
