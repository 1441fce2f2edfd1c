import {
  type ApplyFulfillmentRequest,
  applyFulfillmentRequestSchema,
  type FulfillmentApplication,
} from '@baro/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';
import {
  findApplicationByTeam,
  insertApplication,
  lockApplicationOfTeam,
  resubmitApplication,
} from './fulfillment-applications.repository.ts';
import { presentApplication } from './present-application.ts';

/**
 * `PATCH /api/users/apply/fullfillment` (SPEC §7, spelled so): the caller's team applies, or
 * changes its application while it is pending or after a rejection (back to pending). The team's
 * master or an admin applies for it; an approved team cannot apply again.
 */
export async function applyForFulfillment(
  deps: { db: Kysely<Database>; now: () => Date },
  caller: Caller,
  body: ApplyFulfillmentRequest,
): Promise<FulfillmentApplication> {
  const request = applyFulfillmentRequestSchema.parse(body);
  if (!caller.teamId || (caller.teamRole !== 'master' && caller.teamRole !== 'admin')) {
    throw new AppError('FORBIDDEN');
  }
  const teamId = caller.teamId;
  const now = deps.now();
  const fields = {
    company_name: request.companyName,
    business_number: request.businessNumber,
    representative: request.representative,
    contact_name: request.contactName,
    contact_phone: request.contactPhone,
    monthly_orders: request.monthlyOrders,
    product_category: request.productCategory,
    memo: request.memo ?? null,
  };
  await transact(deps.db, async (trx) => {
    await insertApplication(trx, {
      ...fields,
      id: newId('fap'),
      team_id: teamId,
      applied_by: caller.userId,
      now,
    });
    // The row exists now (ours, or one a concurrent request inserted): decide under its lock.
    const current = await lockApplicationOfTeam(trx, teamId);
    if (!current) throw new AppError('CONFLICT');
    if (current.status === 'approved') throw new AppError('FULFILLMENT_ALREADY_APPROVED');
    await resubmitApplication(trx, current.id, { ...fields, applied_by: caller.userId, now });
  });
  const row = await findApplicationByTeam(deps.db, teamId);
  if (!row) throw new AppError('NOT_FOUND');
  return presentApplication(row);
}
