import type { AdminUser } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { revokeUserSessions } from '../auth/auth.api.ts';
import { disableUserRow } from '../users/users.api.ts';
import { findAdminUserRow } from './admin-users.repository.ts';
import { assertMayDisable } from './admin-users.rules.ts';
import { toAdminUser } from './to-admin-user.ts';

/**
 * `POST /api/admin/users/{id}/disable`: the account can no longer log in, and every session it has
 * ends in the same transaction, so its access tokens fail on their next request and its refresh
 * tokens never work again. Disabling a disabled account changes nothing.
 */
export async function disableUser(
  deps: { db: Kysely<Database>; now: () => Date },
  actor: StaffActor,
  userId: string,
): Promise<AdminUser> {
  assertMayDisable(actor.userId, userId);
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    const before = await findAdminUserRow(trx, userId);
    if (!before || !(await disableUserRow(trx, userId, now))) throw new AppError('NOT_FOUND');
    await revokeUserSessions(trx, userId, 'disabled', now);
    const row = await findAdminUserRow(trx, userId);
    if (!row) throw new AppError('NOT_FOUND');
    const after = toAdminUser(row);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'user.disable',
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
