import type { PartnerBidDetail } from '@baro/core';
import { AppError } from '../../http/app-error.ts';
import type { PartnerCaller } from '../../http/callers.ts';
import { findLocationNames } from '../reference/reference.api.ts';
import { findBid, findLatestPartnerQuote } from './bids.repository.ts';
import { partnerMaySeeBid } from './bids.rules.ts';
import { presentPartnerBidDetail } from './present-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

/**
 * `GET /api/partner/bids/{id}`: the request without the customer's identity, and only the
 * caller's own latest quote. Any partner reads an open bid; once quoting closed only a partner who
 * quoted on it does (others: NOT_FOUND).
 */
export async function getPartnerBid(
  deps: SettleDeps,
  caller: PartnerCaller,
  bidId: string,
): Promise<PartnerBidDetail> {
  return inSettledTransaction(deps, { bidId }, async (trx, now) => {
    const bid = await findBid(trx, bidId);
    if (!bid) throw new AppError('NOT_FOUND');
    const myQuote = await findLatestPartnerQuote(trx, bid.id, caller.partnerId);
    if (!partnerMaySeeBid(bid, myQuote !== undefined, now)) throw new AppError('NOT_FOUND');
    const locations = await findLocationNames(trx, [bid.pol, bid.pod]);
    return presentPartnerBidDetail({ bid, myQuote, locations, now });
  });
}
