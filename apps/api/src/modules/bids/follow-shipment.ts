import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findBid, lockBid, updateBid } from './bids.repository.ts';
import { bidMovesFor, type ShipmentProgress } from './bids.rules.ts';

/**
 * The bids module's command for its shipment's progress (the shipments module calls it through
 * bids.api.ts, in the milestone's transaction): the bid moves to in progress when the shipment
 * starts and to finished when it completes, each move allowed by the bid guard. Answers the bid's
 * author, whom the milestone e-mail goes to.
 */
export async function followShipmentProgress(
  trx: Transaction<Database>,
  bidId: string,
  progress: ShipmentProgress,
  now: Date,
): Promise<{ createdBy: string }> {
  const bid = await lockBid(trx, bidId);
  if (!bid) throw new AppError('INTERNAL_ERROR');
  for (const status of bidMovesFor(bid.status, progress)) {
    await updateBid(trx, bid.id, { status, updated_at: now });
  }
  return { createdBy: bid.created_by };
}

/** Who requested the quotes of a shipment's bid: the person its e-mails go to. */
export async function bidAuthorOf(trx: Transaction<Database>, bidId: string): Promise<string> {
  const bid = await findBid(trx, bidId);
  if (!bid) throw new AppError('INTERNAL_ERROR');
  return bid.created_by;
}
