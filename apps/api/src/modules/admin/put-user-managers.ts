import type { AdminUserDetail, Language, PutManagersRequest } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { setCustomerManagers } from '../users/users.api.ts';
import { findAdminUserDetailRow } from './admin-users.repository.ts';
import { checkManagers } from './check-managers.ts';
import { toAdminUserDetail } from './to-admin-user-detail.ts';

/**
 * `PUT /api/admin/users/{id}/managers`: the staff who look after one customer (shown in the chat
 * widget and on my page). Only customers have managers: anyone else is a 409.
 */
export async function putUserManagers(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  userId: string,
  managers: PutManagersRequest,
  lang: Language,
): Promise<AdminUserDetail> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    const row = await findAdminUserDetailRow(trx, userId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.kind !== 'customer') throw new AppError('CONFLICT');
    await checkManagers(trx, managers, lang);
    const before = toAdminUserDetail(row);
    await setCustomerManagers(trx, [userId], managers, now);
    const updated = await findAdminUserDetailRow(trx, userId);
    if (!updated) throw new AppError('NOT_FOUND');
    const after = toAdminUserDetail(updated);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'user.managers',
        target: userId,
        targetIds: [userId, ...Object.values(managers).filter((id): id is string => id !== null)],
        before: before.managers,
        after: after.managers,
      },
      now,
    );
    return after;
  });
}
