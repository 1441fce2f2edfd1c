import {
  type ApproveFulfillmentRequest,
  approveFulfillmentRequestSchema,
  type FulfillmentApplication,
  type RejectFulfillmentRequest,
  rejectFulfillmentRequestSchema,
} from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { findDefaultWarehouse, findWarehouse } from '../warehouses/warehouses.api.ts';
import {
  decideApplication,
  findApplication,
  findRecipient,
  lockApplication,
} from './fulfillment-applications.repository.ts';
import { presentApplication } from './present-application.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'mailer' | 'env'>;

/**
 * `POST /api/admin/fulfillment/applications/{id}/approve`: the team may use fulfillment from now
 * on, with its stock in the chosen warehouse (인천 1센터 unless staff say otherwise). The applicant
 * is told by e-mail. Approving an approved application again changes nothing.
 */
export async function approveFulfillmentApplication(
  deps: Deps,
  actor: StaffActor,
  id: string,
  body: ApproveFulfillmentRequest,
): Promise<FulfillmentApplication> {
  const request = approveFulfillmentRequestSchema.parse(body ?? {});
  const warehouse = request.warehouseId
    ? await findWarehouse(deps.db, request.warehouseId)
    : await findDefaultWarehouse(deps.db);
  if (!warehouse) {
    throw new AppError('VALIDATION_FAILED', { fields: { warehouseId: 'unknown warehouse' } });
  }
  return decide(
    deps,
    actor,
    id,
    async (trx, current, now) => {
      if (current.status === 'approved') return false;
      await decideApplication(trx, id, {
        status: 'approved',
        warehouseId: warehouse.id,
        decidedBy: actor.userId,
        now,
      });
      return true;
    },
    (row, recipient) => ({
      template: 'fulfillment-approved',
      params: {
        name: recipient.name,
        companyName: row.companyName,
        warehouseName: row.warehouse?.name ?? warehouse.name,
        link: `${deps.env.PUBLIC_URL}/mypage/fulfillment`,
      },
    }),
  );
}

/**
 * `POST /api/admin/fulfillment/applications/{id}/reject {reason}`: the applicant reads the reason
 * by e-mail and on the application, and may apply again. An approved team is not rejected here.
 */
export async function rejectFulfillmentApplication(
  deps: Deps,
  actor: StaffActor,
  id: string,
  body: RejectFulfillmentRequest,
): Promise<FulfillmentApplication> {
  const request = rejectFulfillmentRequestSchema.parse(body);
  return decide(
    deps,
    actor,
    id,
    async (trx, current, now) => {
      if (current.status === 'approved') throw new AppError('INVALID_STATE_TRANSITION');
      await decideApplication(trx, id, {
        status: 'rejected',
        reason: request.reason,
        decidedBy: actor.userId,
        now,
      });
      return true;
    },
    (row, recipient) => ({
      template: 'fulfillment-rejected',
      params: {
        name: recipient.name,
        companyName: row.companyName,
        reason: request.reason,
        link: `${deps.env.PUBLIC_URL}/fulfillment`,
      },
    }),
  );
}

async function decide(
  deps: Deps,
  actor: StaffActor,
  id: string,
  change: (
    trx: Transaction<Database>,
    current: { status: string; team_id: string },
    now: Date,
  ) => Promise<boolean>,
  mail: (
    row: FulfillmentApplication,
    recipient: { name: string },
  ) => { template: 'fulfillment-approved' | 'fulfillment-rejected'; params: Record<string, string> },
): Promise<FulfillmentApplication> {
  const now = deps.now();
  let mailed = false;
  const result = await transact(deps.db, async (trx) => {
    const current = await lockApplication(trx, id);
    if (!current) throw new AppError('NOT_FOUND');
    const before = await readApplication(trx, id);
    const changed = await change(trx, current, now);
    const after = await readApplication(trx, id);
    if (!changed) return after;
    await recordStaffChange(
      trx,
      actor,
      {
        action: after.status === 'approved' ? 'fulfillment.approve' : 'fulfillment.reject',
        target: id,
        targetIds: [id, after.teamId],
        before: { status: before.status },
        after: { status: after.status, warehouse: after.warehouse, rejectReason: after.rejectReason },
      },
      now,
    );
    const recipient = await findRecipient(trx, current.team_id, current.applied_by);
    if (recipient) {
      await deps.mailer.queue(trx, {
        to: recipient.email,
        locale: recipient.locale,
        ...mail(after, recipient),
      });
      mailed = true;
    }
    return after;
  });
  if (mailed) void deps.mailer.flush();
  return result;
}

async function readApplication(db: Kysely<Database> | Transaction<Database>, id: string) {
  const row = await findApplication(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentApplication(row);
}
