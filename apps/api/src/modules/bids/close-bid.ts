import { type BidDetail, closeBidError } from '@baro/core';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { countLiveQuotes, lockBid, updateBid } from './bids.repository.ts';
import { enforce } from './bids.rules.ts';
import { loadBidDetail } from './get-bid.ts';
import { inSettledTransaction, notifyAuthor, type SettleDeps } from './settle-bids.ts';

/**
 * `POST /api/bid/{id}/close`: a team member closes quoting before the deadline (estimating →
 * waiting), only once the bid has a live quote (BID_HAS_NO_QUOTES); after that partners can no
 * longer quote, revise or withdraw, and the customer may accept. The author is told by e-mail
 * as at the deadline.
 */
export async function closeBid(deps: SettleDeps, caller: TeamCaller, bidId: string): Promise<BidDetail> {
  let mailed = false;
  const detail = await inSettledTransaction(deps, { bidId }, async (trx, now) => {
    const bid = await lockBid(trx, bidId);
    if (!bid || bid.team_id !== caller.teamId) throw new AppError('NOT_FOUND');
    enforce(closeBidError(bid, await countLiveQuotes(trx, bid.id)));
    await updateBid(trx, bid.id, { status: 'waiting', closed_at: now, updated_at: now });
    await notifyAuthor(trx, deps, bid, 'waiting');
    mailed = true;
    return loadBidDetail(trx, { ...bid, status: 'waiting', closed_at: now, updated_at: now }, now);
  });
  if (mailed) void deps.mailer.flush();
  return detail;
}
