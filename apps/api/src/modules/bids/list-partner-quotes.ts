import { getPageCount, type PartnerQuotePage, type QuoteOutcome } from '@baro/core';
import type { PartnerCaller } from '../../http/callers.ts';
import { findLocationNames } from '../reference/reference.api.ts';
import { countPartnerQuotes, listPartnerQuotes } from './bids.repository.ts';
import { presentPartnerQuoteItem } from './present-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

/**
 * `GET /api/partner/quotes`: the partner's latest quote on each bid it quoted on, newest first,
 * with its outcome (pending, won, lost, withdrawn) and the bid's lane; filterable by outcome.
 */
export async function listPartnerQuotesOf(
  deps: SettleDeps,
  caller: PartnerCaller,
  query: { page: number; size: number; outcome?: QuoteOutcome | undefined },
): Promise<PartnerQuotePage> {
  return inSettledTransaction(deps, 'all', async (trx) => {
    const total = await countPartnerQuotes(trx, caller.partnerId, query.outcome);
    const rows = await listPartnerQuotes(trx, caller.partnerId, query.outcome, {
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const locations = await findLocationNames(
      trx,
      rows.flatMap((row) => [row.bid_pol, row.bid_pod]),
    );
    return {
      items: rows.map((row) => presentPartnerQuoteItem(row, locations)),
      page: query.page,
      size: query.size,
      total,
      pageCount: getPageCount(total, query.size),
    };
  });
}
