import {
  ADMIN_FIELD_MESSAGES,
  type AdminBidDetail,
  deadlineExtensionError,
  type ExtendBidDeadlineRequest,
  type Language,
} from '@baro/core';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import { lockBid, updateBid } from './bids.repository.ts';
import { loadStaffBidDetail } from './get-staff-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

/**
 * `POST /api/admin/bids/{id}/deadline`: staff give partners more time on an open bid (core's
 * deadlineExtensionError: still open, later than now's deadline, at most 30 days ahead). The new
 * deadline is staff's own from then on: a change of the holiday calendar no longer moves it.
 */
export async function extendBidDeadline(
  deps: SettleDeps,
  actor: StaffActor,
  bidId: string,
  request: ExtendBidDeadlineRequest,
  lang: Language,
): Promise<AdminBidDetail> {
  const deadline = new Date(request.deadline);
  return inSettledTransaction(deps, { bidId }, async (trx, now) => {
    const bid = await lockBid(trx, bidId);
    if (!bid) throw new AppError('NOT_FOUND');
    const refusal = deadlineExtensionError(bid, deadline, now);
    if (refusal === 'closed') throw new AppError('BID_CLOSED');
    if (refusal === 'notLater')
      throw new AppError('VALIDATION_FAILED', {
        fields: { deadline: ADMIN_FIELD_MESSAGES[lang].deadlineNotLater },
      });
    if (refusal === 'tooFar')
      throw new AppError('VALIDATION_FAILED', {
        fields: { deadline: ADMIN_FIELD_MESSAGES[lang].deadlineTooFar },
      });
    await updateBid(trx, bid.id, { deadline, deadline_source: 'staff', updated_at: now });
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'bid.deadline',
        target: bid.id,
        targetIds: [bid.id, bid.team_id],
        before: { deadline: bid.deadline.toISOString(), deadlineSource: bid.deadline_source },
        after: { deadline: deadline.toISOString(), deadlineSource: 'staff' },
        details: { reason: request.reason },
      },
      now,
    );
    return loadStaffBidDetail(trx, { ...bid, deadline, deadline_source: 'staff', updated_at: now }, now);
  });
}
