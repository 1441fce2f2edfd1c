import {
  type BidDetail,
  type BidQuoteLine,
  type BidSummary,
  type BoundFile,
  type CustomerBidQuote,
  type DeclinedService,
  earliestQuoteValidUntil,
  isBidOpenAt,
  isChargeCode,
  isQuoteValidAt,
  isRequestedService,
  type PartnerBidDetail,
  type PartnerBidSummary,
  type PartnerOwnQuote,
  type PartnerQuoteItem,
  quoteOutcome,
} from '@baro/core';
import type { LocationNames } from '../reference/reference.api.ts';
import type {
  BidRow,
  PartnerBidListRow,
  PartnerQuoteListRow,
  QuoteRow,
  QuoteWithPartnerRow,
  TeamBidListRow,
} from './bids.repository.ts';
import { readCargo, toNumber } from './bids.rules.ts';

// Rows to answers. The partner presenters build every field by hand from an allow-list: nothing
// that names the customer (team, author, estimate log, files) and no other partner's quote can
// reach a partner answer.

export type LocationLookup = ReadonlyMap<string, LocationNames>;

const locationRef = (locations: LocationLookup, code: string): LocationNames =>
  locations.get(code) ?? { code, nameKo: code, nameEn: code };

const iso = (value: Date) => value.toISOString();

function requestFields(bid: BidRow, locations: LocationLookup) {
  return {
    id: bid.id,
    number: bid.number,
    status: bid.status,
    freightType: bid.freight_type,
    pol: locationRef(locations, bid.pol),
    pod: locationRef(locations, bid.pod),
    incoterms: bid.incoterms,
    cargoReadyDate: bid.cargo_ready_date,
    deadline: iso(bid.deadline),
    createdAt: iso(bid.created_at),
  };
}

/** A quote's stored lines, read back. */
export function readLines(value: unknown): BidQuoteLine[] {
  if (!Array.isArray(value)) return [];
  return value.map((line) => {
    const item = line as Record<string, unknown>;
    return {
      // Every stored line has a code since migration 0043; OTHER keeps a stray one readable.
      chargeCode: isChargeCode(item.chargeCode) ? item.chargeCode : 'OTHER',
      name: String(item.name ?? ''),
      unit: item.unit as BidQuoteLine['unit'],
      quantity: Number(item.quantity),
      unitPrice: Number(item.unitPrice),
      currency: String(item.currency ?? ''),
      amount: Number(item.amount),
    };
  });
}

/** A quote's stored declined services, read back (a stray entry is left out). */
export function readDeclinedServices(value: unknown): DeclinedService[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const entry = (item ?? {}) as Record<string, unknown>;
    if (!isRequestedService(entry.service)) return [];
    return [{ service: entry.service, reason: typeof entry.reason === 'string' ? entry.reason : null }];
  });
}

function quoteFields(quote: QuoteRow) {
  return {
    id: quote.id,
    lines: readLines(quote.lines),
    declinedServices: readDeclinedServices(quote.declined_services),
    totalKRW: Number(quote.total_krw),
    totalUSD: Number(quote.total_usd),
    validUntil: quote.valid_until,
    transitDays: quote.transit_days,
    carrier: quote.carrier,
    memo: quote.memo,
    submittedAt: iso(quote.created_at),
  };
}

export function presentBidSummary(row: TeamBidListRow, locations: LocationLookup): BidSummary {
  return {
    ...requestFields(row, locations),
    createdBy: { id: row.created_by, name: row.created_by_name },
    quoteCount: Number(row.quote_count ?? 0),
    lowestTotalKRW: toNumber(row.lowest_total_krw),
    acceptedQuoteId: row.accepted_quote_id,
  };
}

export function presentCustomerQuote(quote: QuoteWithPartnerRow, bid: BidRow, now: Date): CustomerBidQuote {
  return {
    ...quoteFields(quote),
    partner: { id: quote.partner_id, name: quote.partner_name },
    accepted: bid.accepted_quote_id === quote.id,
    acceptable: bid.status === 'waiting' && isQuoteValidAt(quote.valid_until, now),
  };
}

export function presentBidDetail(input: {
  bid: BidRow;
  createdByName: string;
  quotes: QuoteWithPartnerRow[];
  files: BoundFile[];
  shipmentId: string | null;
  locations: LocationLookup;
  now: Date;
}): BidDetail {
  const { bid, quotes } = input;
  const cargo = readCargo(bid.cargo);
  const raw = (bid.cargo ?? {}) as { estimateId?: unknown };
  const lowest = quotes.reduce<number | null>((min, quote) => {
    const total = Number(quote.total_krw);
    return min === null || total < min ? total : min;
  }, null);
  return {
    ...requestFields(bid, input.locations),
    createdBy: { id: bid.created_by, name: input.createdByName },
    quoteCount: quotes.length,
    lowestTotalKRW: lowest,
    acceptedQuoteId: bid.accepted_quote_id,
    cargo,
    memo: bid.memo,
    estimateLogId: bid.estimate_log_id,
    estimateId: typeof raw.estimateId === 'string' ? raw.estimateId : null,
    closedAt: bid.closed_at ? iso(bid.closed_at) : null,
    shipmentId: input.shipmentId,
    quotes: quotes.map((quote) => presentCustomerQuote(quote, bid, input.now)),
    files: input.files,
  };
}

// ── partner answers ─────────────────────────────────────────────────────────────────────────

export function presentPartnerOwnQuote(quote: QuoteRow, bid: BidRow): PartnerOwnQuote {
  return {
    ...quoteFields(quote),
    status: quote.status,
    outcome: quoteOutcome(quote, { status: bid.status, acceptedQuoteId: bid.accepted_quote_id }),
  };
}

export function presentPartnerBidSummary(
  row: PartnerBidListRow,
  locations: LocationLookup,
  now: Date,
): PartnerBidSummary {
  const myQuote =
    row.my_quote_id && row.my_quote_status && row.my_submitted_at
      ? {
          id: row.my_quote_id,
          status: row.my_quote_status,
          outcome: quoteOutcome(
            { id: row.my_quote_id, status: row.my_quote_status },
            { status: row.status, acceptedQuoteId: row.accepted_quote_id },
          ),
          totalKRW: Number(row.my_total_krw),
          totalUSD: Number(row.my_total_usd),
          validUntil: String(row.my_valid_until),
          submittedAt: iso(row.my_submitted_at),
        }
      : null;
  return {
    ...requestFields(row, locations),
    open: isBidOpenAt(row, now),
    cargo: partnerCargo(row),
    myQuote,
  };
}

/** The cargo without anything only the customer's side should read (the estimate it came from). */
function partnerCargo(bid: BidRow) {
  const { containers, packages, services, description } = readCargo(bid.cargo);
  return { containers, packages, services, description };
}

export function presentPartnerBidDetail(input: {
  bid: BidRow;
  myQuote: QuoteRow | undefined;
  locations: LocationLookup;
  now: Date;
}): PartnerBidDetail {
  const { bid } = input;
  return {
    ...requestFields(bid, input.locations),
    open: isBidOpenAt(bid, input.now),
    cargo: partnerCargo(bid),
    memo: bid.memo,
    earliestValidUntil: earliestQuoteValidUntil(bid.deadline),
    myQuote: input.myQuote ? presentPartnerOwnQuote(input.myQuote, bid) : null,
  };
}

export function presentPartnerQuoteItem(
  row: PartnerQuoteListRow,
  locations: LocationLookup,
): PartnerQuoteItem {
  return {
    ...quoteFields(row),
    status: row.status,
    outcome: quoteOutcome(row, { status: row.bid_status, acceptedQuoteId: row.bid_accepted_quote_id }),
    bid: {
      id: row.bid_id,
      number: row.bid_number,
      status: row.bid_status,
      freightType: row.bid_freight_type,
      pol: locationRef(locations, row.bid_pol),
      pod: locationRef(locations, row.bid_pod),
      deadline: iso(row.bid_deadline),
    },
  };
}
