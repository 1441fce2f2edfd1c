import type { AdminPartnerDetail, NewPartnerAdmin } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { getPartnerDetail } from './get-partner-detail.ts';
import { invitePartnerAdmin } from './invite-partner-admin.ts';
import { insertPartnerRow } from './partners.repository.ts';
import { isUniqueViolation } from './partners.rules.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'mailer' | 'refreshTokens' | 'env'>;

/**
 * `POST /api/admin/partners`: onboards a partner forwarder with its first administrators, each
 * e-mailed a link to choose a password. All or nothing: an address already in use (or given twice)
 * refuses the whole request with 409 EMAIL_TAKEN and creates nothing.
 */
export async function createPartner(
  deps: Deps,
  actor: StaffActor,
  request: { name: string; admins: NewPartnerAdmin[] },
): Promise<AdminPartnerDetail> {
  const emails = request.admins.map((admin) => admin.email);
  if (new Set(emails).size !== emails.length) throw new AppError('EMAIL_TAKEN');
  const now = deps.now();
  try {
    const detail = await transact(deps.db, async (trx) => {
      const partner = { id: newId('ptn'), name: request.name };
      await insertPartnerRow(trx, { ...partner, now });
      const adminIds: string[] = [];
      for (const admin of request.admins)
        adminIds.push(await invitePartnerAdmin(trx, deps, partner, admin, now));
      const created = await getPartnerDetail(trx, partner.id, now);
      await recordStaffChange(
        trx,
        actor,
        {
          action: 'partner.create',
          target: partner.id,
          targetIds: [partner.id, ...adminIds],
          before: null,
          after: {
            name: created.name,
            admins: created.admins.map(({ id, name, email }) => ({ id, name, email })),
          },
        },
        now,
      );
      return created;
    });
    void deps.mailer.flush();
    return detail;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}
