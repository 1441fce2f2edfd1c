import type { BidDetail } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { listBoundFiles } from '../files/files.api.ts';
import { findLocationNames } from '../reference/reference.api.ts';
import {
  type BidRow,
  findShipmentIdOfBid,
  findTeamBid,
  findUser,
  listLiveQuotesOfBid,
} from './bids.repository.ts';
import { presentBidDetail } from './present-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

/** The customer's view of a bid as it stands in `db` (quotes, files, shipment). */
export async function loadBidDetail(
  db: Kysely<Database> | Transaction<Database>,
  bid: BidRow,
  now: Date,
): Promise<BidDetail> {
  const [author, quotes, files, shipmentId, locations] = await Promise.all([
    findUser(db, bid.created_by),
    listLiveQuotesOfBid(db, bid.id),
    listBoundFiles(db, { targetType: 'bid', targetId: bid.id }),
    findShipmentIdOfBid(db, bid.id),
    findLocationNames(db, [bid.pol, bid.pod]),
  ]);
  return presentBidDetail({
    bid,
    createdByName: author?.name ?? '',
    quotes,
    files,
    shipmentId,
    locations,
    now,
  });
}

/** `GET /api/bid/{id}`: one bid of the caller's team (another team's is not found), settled first. */
export async function getBid(deps: SettleDeps, caller: TeamCaller, bidId: string): Promise<BidDetail> {
  return inSettledTransaction(deps, { bidId }, async (trx, now) => {
    const bid = await findTeamBid(trx, caller.teamId, bidId);
    if (!bid) throw new AppError('NOT_FOUND');
    return loadBidDetail(trx, bid, now);
  });
}
