import type { AdminUser } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { disableUserRow, findAdminUserRow } from './admin-users.repository.ts';
import { assertMayDisable } from './admin-users.rules.ts';
import { toAdminUser } from './to-admin-user.ts';

/**
 * `POST /api/admin/users/{id}/disable`: the account can no longer log in, and every session it has
 * ends in the same transaction, so its access tokens fail on their next request and its refresh
 * tokens never work again. Disabling a disabled account changes nothing.
 */
export async function disableUser(
  deps: { db: Kysely<Database>; now: () => Date },
  actorId: string,
  userId: string,
): Promise<AdminUser> {
  assertMayDisable(actorId, userId);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await disableUserRow(trx, userId, now))) throw new AppError('NOT_FOUND');
    await revokeUserSessions(trx, userId, 'disabled', now);
    const row = await findAdminUserRow(trx, userId);
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminUser(row);
  });
}
