import type { Language } from '@baro/core';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { findLocationNames } from '../reference/reference.api.ts';
import { laneLabel } from './bid-format.ts';
import { type BidRow, findBidRecipient } from './bids.repository.ts';
import { bidLink } from './bids.rules.ts';

/** Who hears about a customer's bid, and what every such e-mail names. */
export interface BidCustomerMail {
  to: string;
  locale: Language;
  /** The greeting's name, the bid's number, its lane in the reader's language and its page. */
  params: { name: string; number: string; lane: string; link: string };
}

/**
 * The addressee of an e-mail about a customer's bid — its author while an enabled member of the
 * team, else the team's master — with what every such e-mail names; undefined when nobody is left
 * to tell. One place for the quote digest, quoting closed, expired and canceled-by-staff mails.
 */
export async function bidCustomerMail(
  trx: Transaction<Database>,
  deps: Pick<AppDeps, 'env'>,
  bid: BidRow,
): Promise<BidCustomerMail | undefined> {
  const recipient = await findBidRecipient(trx, bid.team_id, bid.created_by);
  if (!recipient) return undefined;
  const locations = await findLocationNames(trx, [bid.pol, bid.pod]);
  return {
    to: recipient.email,
    locale: recipient.locale,
    params: {
      name: recipient.name,
      number: bid.number,
      lane: laneLabel(bid, locations, recipient.locale),
      link: bidLink(deps.env.PUBLIC_URL, bid.id),
    },
  };
}
