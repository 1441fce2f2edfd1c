import { type BidPage, type BidStatus, getPageCount } from '@baro/core';
import type { FreightType } from '../../db/schema.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { findLocationNames } from '../reference/reference.api.ts';
import { countTeamBids, listTeamBids } from './bids.repository.ts';
import { presentBidSummary } from './present-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

export interface BidListInput {
  page: number;
  size: number;
  status?: BidStatus | undefined;
  freightType?: FreightType | undefined;
  pol?: string | undefined;
  pod?: string | undefined;
}

/**
 * `GET /api/bid`: the team's bids, newest first, filtered by status and lane, each with its live
 * quote count and lowest total. The team's bids past their deadline are settled first, so the
 * statuses (and the status filter) are current.
 */
export async function listBids(deps: SettleDeps, caller: TeamCaller, query: BidListInput): Promise<BidPage> {
  return inSettledTransaction(deps, { teamId: caller.teamId }, async (trx) => {
    const filter = {
      teamId: caller.teamId,
      status: query.status,
      freightType: query.freightType,
      pol: query.pol,
      pod: query.pod,
    };
    const total = await countTeamBids(trx, filter);
    const rows = await listTeamBids(trx, filter, {
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const locations = await findLocationNames(
      trx,
      rows.flatMap((row) => [row.pol, row.pod]),
    );
    return {
      items: rows.map((row) => presentBidSummary(row, locations)),
      page: query.page,
      size: query.size,
      total,
      pageCount: getPageCount(total, query.size),
    };
  });
}
