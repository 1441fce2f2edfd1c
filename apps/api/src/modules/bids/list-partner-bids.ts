import { getPageCount, type PartnerBidFilter, type PartnerBidPage } from '@baro/core';
import type { FreightType } from '../../db/schema.ts';
import type { PartnerCaller } from '../../http/callers.ts';
import { findLocationNames } from '../reference/reference.api.ts';
import { countPartnerBids, listPartnerBids } from './bids.repository.ts';
import { presentPartnerBidSummary } from './present-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

export interface PartnerBidListInput {
  page: number;
  size: number;
  status: PartnerBidFilter;
  freightType?: FreightType | undefined;
  pol?: string | undefined;
  pod?: string | undefined;
}

/**
 * `GET /api/partner/bids`: `open` requests on every lane (soonest deadline first), or the bids the
 * partner's latest quote is `quoted` (pending), `won` or `lost` on (newest first). Each row has the
 * lane and cargo and the caller's own quote in short — never the customer, never other quotes.
 */
export async function listPartnerBidsOf(
  deps: SettleDeps,
  caller: PartnerCaller,
  query: PartnerBidListInput,
): Promise<PartnerBidPage> {
  return inSettledTransaction(deps, 'all', async (trx, now) => {
    const filter = {
      partnerId: caller.partnerId,
      status: query.status,
      freightType: query.freightType,
      pol: query.pol,
      pod: query.pod,
      now,
    };
    const total = await countPartnerBids(trx, filter);
    const rows = await listPartnerBids(trx, filter, {
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const locations = await findLocationNames(
      trx,
      rows.flatMap((row) => [row.pol, row.pod]),
    );
    return {
      items: rows.map((row) => presentPartnerBidSummary(row, locations, now)),
      page: query.page,
      size: query.size,
      total,
      pageCount: getPageCount(total, query.size),
    };
  });
}
