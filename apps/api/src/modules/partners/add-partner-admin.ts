import type { AddPartnerAdminRequest, AdminPartnerDetail } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { getPartnerDetail } from './get-partner-detail.ts';
import { invitePartnerAdmin } from './invite-partner-admin.ts';
import { findPartnerRow, lockPartnerRow } from './partners.repository.ts';
import { isUniqueViolation } from './partners.rules.ts';

/** `POST /api/admin/partners/{id}/admins`: one more administrator, e-mailed a password link. */
export async function addPartnerAdmin(
  deps: Pick<AppDeps, 'db' | 'now' | 'mailer' | 'refreshTokens' | 'env'>,
  actor: StaffActor,
  partnerId: string,
  admin: AddPartnerAdminRequest,
): Promise<AdminPartnerDetail> {
  const now = deps.now();
  try {
    const detail = await transact(deps.db, async (trx) => {
      if (!(await lockPartnerRow(trx, partnerId))) throw new AppError('NOT_FOUND');
      const partner = await findPartnerRow(trx, partnerId);
      if (!partner) throw new AppError('NOT_FOUND');
      const id = await invitePartnerAdmin(trx, deps, partner, admin, now);
      await recordStaffChange(
        trx,
        actor,
        {
          action: 'partner.admin.add',
          target: id,
          targetIds: [id, partnerId],
          before: null,
          after: { id, name: admin.name, email: admin.email, phone: admin.phone ?? null },
        },
        now,
      );
      return getPartnerDetail(trx, partnerId, now);
    });
    void deps.mailer.flush();
    return detail;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}
