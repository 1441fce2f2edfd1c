import { MILESTONE_KINDS, type QuoteServiceStatus } from '@baro/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { BidQuotesTable, BidsTable, Database } from '../../db/schema.ts';
import { insertMilestones, insertShipment } from './shipments.repository.ts';

/**
 * Creates the shipment of an accepted bid, inside the caller's transaction (the bids module calls
 * it when the customer accepts a quote): status in progress, the team and lane of the bid, the
 * partner of the quote, and its eight milestones — `booking_requested` reached at `now` (the
 * acceptance is the booking request), the others empty. Returns the shipment id (`shp_…`).
 *
 * `services` is how the quote answered the request's services (the bids module reads them from the
 * bid): the shipment keeps them, so its detail says what the accepted price includes.
 *
 * The bid's status is the caller's business; the milestone updates move it on from `accepted`.
 */
export async function createShipment(
  trx: Transaction<Database> | Kysely<Database>,
  input: {
    bid: Selectable<BidsTable>;
    quote: Selectable<BidQuotesTable>;
    /** None when the request asked for no service (fixtures of tests leave it out). */
    services?: readonly QuoteServiceStatus[];
    now: Date;
  },
): Promise<string> {
  const { bid, quote, services = [], now } = input;
  if (quote.bid_id !== bid.id) throw new Error(`quote ${quote.id} is not a quote of bid ${bid.id}`);
  const id = newId('shp');
  await insertShipment(trx, {
    id,
    bid_id: bid.id,
    quote_id: quote.id,
    team_id: bid.team_id,
    partner_id: quote.partner_id,
    status: 'in_progress',
    freight_type: bid.freight_type,
    pol: bid.pol,
    pod: bid.pod,
    services: JSON.stringify(services),
    created_at: now,
    updated_at: now,
  });
  await insertMilestones(
    trx,
    MILESTONE_KINDS.map((kind) => ({
      shipment_id: id,
      kind,
      planned_at: null,
      actual_at: kind === 'booking_requested' ? now : null,
      place: null,
      note: null,
      updated_by: null,
      updated_at: now,
    })),
  );
  return id;
}
