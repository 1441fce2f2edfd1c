import { type AdminBidDetail, type CancelBidByStaffRequest, cancelBidError } from '@baro/core';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { bidCustomerMail } from './bid-customer-mail.ts';
import { type BidRow, lockBid, updateBid } from './bids.repository.ts';
import { enforce } from './bids.rules.ts';
import { loadStaffBidDetail } from './get-staff-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

/**
 * `POST /api/admin/bids/{id}/cancel`: staff cancel a bid that is estimating or waiting (a
 * duplicate, a mistaken request, a customer's phone call), with the reason kept on the bid.
 * Quoting closes at once; partners' quotes on it are lost. The customer who asked for it (the
 * team's master if the author left) is told by e-mail, in their language, with the reason — queued
 * in the same transaction and sent after the commit.
 */
export async function cancelBidByStaff(
  deps: SettleDeps,
  actor: StaffActor,
  bidId: string,
  request: CancelBidByStaffRequest,
): Promise<AdminBidDetail> {
  const detail = await inSettledTransaction(deps, { bidId }, async (trx, now) => {
    const bid = await lockBid(trx, bidId);
    if (!bid) throw new AppError('NOT_FOUND');
    enforce(cancelBidError(bid));
    const closedAt = bid.closed_at ?? now;
    await updateBid(trx, bid.id, {
      status: 'canceled',
      closed_at: closedAt,
      cancel_reason: request.reason,
      updated_at: now,
    });
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'bid.cancel',
        target: bid.id,
        targetIds: [bid.id, bid.team_id],
        before: { status: bid.status },
        after: { status: 'canceled', cancelReason: request.reason },
        details: { reason: request.reason },
      },
      now,
    );
    await notifyCustomerOfCancel(trx, deps, bid, request.reason);
    return loadStaffBidDetail(
      trx,
      { ...bid, status: 'canceled', closed_at: closedAt, cancel_reason: request.reason, updated_at: now },
      now,
    );
  });
  void deps.mailer.flush();
  return detail;
}

async function notifyCustomerOfCancel(
  trx: Transaction<Database>,
  deps: Pick<AppDeps, 'mailer' | 'env'>,
  bid: BidRow,
  reason: string,
): Promise<void> {
  const mail = await bidCustomerMail(trx, deps, bid);
  if (!mail) return;
  await deps.mailer.queue(trx, {
    to: mail.to,
    locale: mail.locale,
    template: 'bid-canceled-by-staff',
    params: { ...mail.params, reason },
  });
}
