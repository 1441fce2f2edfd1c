import type { AdminBidDetail, AdminBidSummary, BoundFile } from '@baro/core';
import type { BidRow, QuoteWithPartnerRow, StaffBidListRow } from './bids.repository.ts';
import {
  type LocationLookup,
  presentBidDetail,
  presentBidSummary,
  presentCustomerQuote,
} from './present-bid.ts';

// Staff see what the customer sees, and more: the team, the author's e-mail, withdrawn quotes,
// whether the deadline is the rule's or set by hand, and why staff canceled.

const staffFields = (bid: BidRow, teamName: string) => ({
  team: { id: bid.team_id, name: teamName },
  deadlineSource: bid.deadline_source,
  cancelReason: bid.cancel_reason,
});

export function presentStaffBidSummary(row: StaffBidListRow, locations: LocationLookup): AdminBidSummary {
  return { ...presentBidSummary(row, locations), ...staffFields(row, row.team_name) };
}

export function presentStaffBidDetail(input: {
  bid: BidRow;
  teamName: string;
  author: { name: string; email: string } | undefined;
  quotes: QuoteWithPartnerRow[];
  files: BoundFile[];
  shipmentId: string | null;
  locations: LocationLookup;
  now: Date;
}): AdminBidDetail {
  const live = input.quotes.filter((quote) => quote.status === 'active');
  const customer = presentBidDetail({
    bid: input.bid,
    createdByName: input.author?.name ?? '',
    quotes: live,
    files: input.files,
    shipmentId: input.shipmentId,
    locations: input.locations,
    now: input.now,
  });
  const { estimateId: _estimateId, quotes: _quotes, ...rest } = customer;
  return {
    ...rest,
    ...staffFields(input.bid, input.teamName),
    createdBy: { id: input.bid.created_by, name: input.author?.name ?? '', email: input.author?.email ?? '' },
    quotes: input.quotes.map((quote) => {
      const shown = presentCustomerQuote(quote, input.bid, input.now);
      return { ...shown, acceptable: shown.acceptable && quote.status === 'active', status: quote.status };
    }),
  };
}
