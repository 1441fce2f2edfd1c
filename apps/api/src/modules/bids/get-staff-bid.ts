import type { AdminBidDetail } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { listBoundFiles } from '../files/files.api.ts';
import { findLocationNames } from '../reference/reference.api.ts';
import {
  type BidRow,
  findBid,
  findShipmentIdOfBid,
  findTeamName,
  findUser,
  listAllQuotesOfBid,
} from './bids.repository.ts';
import { presentStaffBidDetail } from './present-staff-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

/** Staff's view of a bid as it stands in `db`: team, author, every quote, files, shipment. */
export async function loadStaffBidDetail(
  db: Kysely<Database> | Transaction<Database>,
  bid: BidRow,
  now: Date,
): Promise<AdminBidDetail> {
  const [team, author, quotes, files, shipmentId, locations] = await Promise.all([
    findTeamName(db, bid.team_id),
    findUser(db, bid.created_by),
    listAllQuotesOfBid(db, bid.id),
    listBoundFiles(db, { targetType: 'bid', targetId: bid.id }),
    findShipmentIdOfBid(db, bid.id),
    findLocationNames(db, [bid.pol, bid.pod]),
  ]);
  return presentStaffBidDetail({
    bid,
    teamName: team?.name ?? '',
    author,
    quotes,
    files,
    shipmentId,
    locations,
    now,
  });
}

/** `GET /api/admin/bids/{id}`: any team's bid, settled first. */
export async function getStaffBid(deps: SettleDeps, bidId: string): Promise<AdminBidDetail> {
  return inSettledTransaction(deps, { bidId }, async (trx, now) => {
    const bid = await findBid(trx, bidId);
    if (!bid) throw new AppError('NOT_FOUND');
    return loadStaffBidDetail(trx, bid, now);
  });
}
