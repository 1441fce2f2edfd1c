import {
  type BidCargo,
  type FreightType,
  formatDate,
  formatMoney,
  formatNumber,
  type Language,
  measureCargo,
} from '@baro/core';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { listBidRequestRecipients, listBidResultRecipients } from '../partners/partners.api.ts';
import { findPartnersServingLane } from '../rates/rates.api.ts';
import { findLocationNames } from '../reference/reference.api.ts';
import { laneLabel } from './bid-format.ts';
import { listLiveQuotesOfBid } from './bids.repository.ts';
import { partnerBidLink } from './bids.rules.ts';

// Issue 18, "nobody misses a bid": partner admins hear of a new request on their lanes, and of
// how their quote did. Queued in the caller's transaction (nothing leaves for a rolled-back
// change); the caller flushes the mailer after commit.

type Deps = Pick<AppDeps, 'mailer' | 'env'>;

interface RequestedBid {
  id: string;
  number: string;
  freight_type: FreightType;
  pol: string;
  pod: string;
  deadline: Date;
}

/** "40HQ × 2, 20DRY × 1" or "3개 · 1,250 kg · 4.2 CBM", in the reader's language. */
export function cargoSummary(cargo: BidCargo, lang: Language): string {
  const parts: string[] = [];
  if (cargo.containers.length > 0)
    parts.push(cargo.containers.map((container) => `${container.type} × ${container.quantity}`).join(', '));
  if (cargo.packages.length > 0) {
    const measures = measureCargo(cargo.packages);
    const pieces =
      lang === 'ko' ? `${formatNumber(measures.pieces)}개` : `${formatNumber(measures.pieces)} pcs`;
    parts.push(`${pieces} · ${formatNumber(measures.actualKg)} kg · ${formatNumber(measures.cbm)} CBM`);
  }
  return parts.join(' · ');
}

/** A new request: every partner admin who wants it (their lanes by default, or every request). */
export async function notifyPartnersOfRequest(
  trx: Transaction<Database>,
  deps: Deps,
  bid: RequestedBid,
  cargo: BidCargo,
  today: string,
): Promise<number> {
  const serving = await findPartnersServingLane(trx, {
    freightType: bid.freight_type,
    pol: bid.pol,
    pod: bid.pod,
    validOn: today,
  });
  const recipients = await listBidRequestRecipients(trx, serving);
  if (recipients.length === 0) return 0;
  const locations = await findLocationNames(trx, [bid.pol, bid.pod]);
  const link = partnerBidLink(deps.env.PUBLIC_URL, bid.id);
  for (const recipient of recipients) {
    await deps.mailer.queue(trx, {
      to: recipient.email,
      locale: recipient.locale,
      template: 'partner-bid-request',
      params: {
        name: recipient.name,
        number: bid.number,
        lane: laneLabel(bid, locations, recipient.locale),
        cargo: cargoSummary(cargo, recipient.locale),
        deadline: formatDate(bid.deadline, recipient.locale, true),
        link,
      },
    });
  }
  return recipients.length;
}

/** An accepted quote: its partner's admins hear they won, the other quoting partners' that they lost. */
export async function notifyPartnersOfResult(
  trx: Transaction<Database>,
  deps: Deps,
  bid: RequestedBid,
  winner: { partnerId: string; totalKrw: number; shipmentId: string },
): Promise<void> {
  const quotes = await listLiveQuotesOfBid(trx, bid.id);
  const partnerIds = [...new Set([winner.partnerId, ...quotes.map((quote) => quote.partner_id)])];
  const recipients = await listBidResultRecipients(trx, partnerIds);
  if (recipients.length === 0) return;
  const locations = await findLocationNames(trx, [bid.pol, bid.pod]);
  for (const recipient of recipients) {
    const lane = laneLabel(bid, locations, recipient.locale);
    const won = recipient.partner_id === winner.partnerId;
    await deps.mailer.queue(
      trx,
      won
        ? {
            to: recipient.email,
            locale: recipient.locale,
            template: 'partner-quote-won',
            params: {
              name: recipient.name,
              number: bid.number,
              lane,
              total: formatMoney(winner.totalKrw, 'KRW', recipient.locale),
              link: `${deps.env.PUBLIC_URL}/partner/shipments/${encodeURIComponent(winner.shipmentId)}`,
            },
          }
        : {
            to: recipient.email,
            locale: recipient.locale,
            template: 'partner-quote-lost',
            params: {
              name: recipient.name,
              number: bid.number,
              lane,
              link: partnerBidLink(deps.env.PUBLIC_URL, bid.id),
            },
          },
    );
  }
}
