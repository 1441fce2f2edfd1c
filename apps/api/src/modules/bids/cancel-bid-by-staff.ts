import { type AdminBidDetail, type CancelBidByStaffRequest, cancelBidError } from '@baro/core';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { lockBid, updateBid } from './bids.repository.ts';
import { enforce } from './bids.rules.ts';
import { loadStaffBidDetail } from './get-staff-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

/**
 * `POST /api/admin/bids/{id}/cancel`: staff cancel a bid that is estimating or waiting (a
 * duplicate, a mistaken request, a customer's phone call), with the reason kept on the bid.
 * Quoting closes at once; partners' quotes on it are lost.
 */
export async function cancelBidByStaff(
  deps: SettleDeps,
  actor: StaffActor,
  bidId: string,
  request: CancelBidByStaffRequest,
): Promise<AdminBidDetail> {
  return inSettledTransaction(deps, { bidId }, async (trx, now) => {
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
    return loadStaffBidDetail(
      trx,
      { ...bid, status: 'canceled', closed_at: closedAt, cancel_reason: request.reason, updated_at: now },
      now,
    );
  });
}
