import {
  type AcceptBidResponse,
  acceptQuoteError,
  quoteServiceStatuses,
  requestedServicesOf,
} from '@baro/core';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { createShipment } from '../shipments/shipments.api.ts';
import { findLiveQuoteOfBid, lockBid, updateBid } from './bids.repository.ts';
import { enforce, readCargo } from './bids.rules.ts';
import { notifyPartnersOfResult } from './notify-partners.ts';
import { readDeclinedServices, readLines } from './present-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

/**
 * `POST /api/bid/{id}/accept {quoteId}`: the customer picks one live quote of a waiting bid (the
 * team closes an estimating bid first — every partner gets the same chance until then), still
 * within its validity (QUOTE_EXPIRED). The bid becomes `accepted` and a shipment with the quote's
 * partner starts in the same transaction, keeping how the quote answered the requested services;
 * the answer names it. The quoting partners' admins are
 * e-mailed whether they won or lost (as each chose). A quote that is withdrawn, of
 * another bid or unknown is not found.
 */
export async function acceptQuote(
  deps: SettleDeps,
  caller: TeamCaller,
  bidId: string,
  quoteId: string,
): Promise<AcceptBidResponse> {
  const accepted = await inSettledTransaction(deps, { bidId }, async (trx, now) => {
    const bid = await lockBid(trx, bidId);
    if (!bid || bid.team_id !== caller.teamId) throw new AppError('NOT_FOUND');
    const quote = await findLiveQuoteOfBid(trx, bid.id, quoteId);
    if (!quote) throw new AppError('NOT_FOUND');
    enforce(acceptQuoteError(bid, { validUntil: quote.valid_until }, now));
    await updateBid(trx, bid.id, { status: 'accepted', accepted_quote_id: quote.id, updated_at: now });
    // The shipment keeps how this quote answered the requested services (priced or declined).
    const services = quoteServiceStatuses(requestedServicesOf(readCargo(bid.cargo).services), {
      lines: readLines(quote.lines),
      declinedServices: readDeclinedServices(quote.declined_services),
    });
    const shipmentId = await createShipment(trx, {
      bid: { ...bid, status: 'accepted', accepted_quote_id: quote.id, updated_at: now },
      quote,
      services,
      now,
    });
    await notifyPartnersOfResult(trx, deps, bid, {
      partnerId: quote.partner_id,
      totalKrw: Number(quote.total_krw),
      shipmentId,
    });
    return { shipmentId };
  });
  void deps.mailer.flush();
  return accepted;
}
