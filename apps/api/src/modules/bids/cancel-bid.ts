import { type BidDetail, cancelBidError } from '@baro/core';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { lockBid, updateBid } from './bids.repository.ts';
import { enforce } from './bids.rules.ts';
import { loadBidDetail } from './get-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

/**
 * `POST /api/bid/{id}/cancel`: a team member withdraws the request while it is estimating or
 * waiting (before a quote is accepted); partners' quotes on it are lost. Quoting closes at once.
 */
export async function cancelBid(deps: SettleDeps, caller: TeamCaller, bidId: string): Promise<BidDetail> {
  return inSettledTransaction(deps, { bidId }, async (trx, now) => {
    const bid = await lockBid(trx, bidId);
    if (!bid || bid.team_id !== caller.teamId) throw new AppError('NOT_FOUND');
    enforce(cancelBidError(bid));
    const closedAt = bid.closed_at ?? now;
    await updateBid(trx, bid.id, { status: 'canceled', closed_at: closedAt, updated_at: now });
    return loadBidDetail(trx, { ...bid, status: 'canceled', closed_at: closedAt, updated_at: now }, now);
  });
}
