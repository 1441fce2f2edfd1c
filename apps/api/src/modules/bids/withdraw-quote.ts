import { type PartnerBidDetail, quoteChangeError } from '@baro/core';
import { AppError } from '../../http/app-error.ts';
import type { PartnerCaller } from '../../http/callers.ts';
import { findLocationNames } from '../reference/reference.api.ts';
import {
  findLatestPartnerQuote,
  findLiveQuote,
  hasPartnerQuoted,
  lockBid,
  withdrawQuote as markWithdrawn,
} from './bids.repository.ts';
import { enforce, partnerMaySeeBid } from './bids.rules.ts';
import { presentPartnerBidDetail } from './present-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

/**
 * `DELETE /api/partner/bids/{id}/quotes`: the partner takes its live quote back while the bid is
 * open (else BID_CLOSED); with no live quote there is nothing to withdraw (NOT_FOUND). It may
 * quote again until the deadline.
 */
export async function withdrawQuote(
  deps: SettleDeps,
  caller: PartnerCaller,
  bidId: string,
): Promise<PartnerBidDetail> {
  return inSettledTransaction(deps, { bidId }, async (trx, now) => {
    const bid = await lockBid(trx, bidId);
    if (!bid || !partnerMaySeeBid(bid, await hasPartnerQuoted(trx, bid.id, caller.partnerId), now)) {
      throw new AppError('NOT_FOUND');
    }
    enforce(quoteChangeError(bid, now));
    const live = await findLiveQuote(trx, bid.id, caller.partnerId);
    if (!live) throw new AppError('NOT_FOUND');
    await markWithdrawn(trx, live.id, now);
    const [latest, locations] = await Promise.all([
      findLatestPartnerQuote(trx, bid.id, caller.partnerId),
      findLocationNames(trx, [bid.pol, bid.pod]),
    ]);
    return presentPartnerBidDetail({ bid, myQuote: latest, locations, now });
  });
}
