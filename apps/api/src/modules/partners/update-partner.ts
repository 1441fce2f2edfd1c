import type { AdminPartnerDetail, UpdatePartnerRequest } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { getPartnerDetail } from './get-partner-detail.ts';
import { findPartnerRow, lockPartnerRow, renamePartnerRow } from './partners.repository.ts';

/** `PATCH /api/admin/partners/{id}`: renames the partner (customers see the new name on quotes). */
export async function updatePartner(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  partnerId: string,
  request: UpdatePartnerRequest,
): Promise<AdminPartnerDetail> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    if (!(await lockPartnerRow(trx, partnerId))) throw new AppError('NOT_FOUND');
    const before = await findPartnerRow(trx, partnerId);
    await renamePartnerRow(trx, partnerId, request.name, now);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'partner.update',
        target: partnerId,
        targetIds: [partnerId],
        before: { name: before?.name ?? null },
        after: { name: request.name },
      },
      now,
    );
    return getPartnerDetail(trx, partnerId, now);
  });
}
