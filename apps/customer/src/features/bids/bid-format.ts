import {
  type BidCargo,
  type BidStatus,
  type CustomerBidQuote,
  type Language,
  measureCargo,
  parseInstant,
} from '@baro/core';

// Pure helpers of the bid screens: the deadline hint, the cargo in one line, and the order of the
// quote comparison (its rows by charge and the lowest are @baro/core's compareQuotes). Text comes from the catalogue, and money, places and dates
// from @baro/core's formatting; these only compute.

/** How long until quoting closes, for the list's hint; null once it has closed (or for a bad date). */
export type DeadlineHint = { readonly unit: 'hours' | 'minutes'; readonly count: number } | null;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * "closes in N h": whole hours left, rounded up (a deadline 90 minutes away is "2 hours"); under
 * an hour, whole minutes left (at least 1). Only an estimating bid before its deadline has one.
 */
export function deadlineHint(status: BidStatus, deadline: string, now: number): DeadlineHint {
  if (status !== 'estimating') return null;
  const at = parseInstant(deadline);
  if (!at) return null;
  const left = at.getTime() - now;
  if (left <= 0) return null;
  if (left < HOUR_MS) return { unit: 'minutes', count: Math.max(1, Math.ceil(left / MINUTE_MS)) };
  return { unit: 'hours', count: Math.ceil(left / HOUR_MS) };
}

/** The cargo in short: containers by type, or the packages' pieces, weight and volume. */
export type CargoBrief =
  | { readonly kind: 'containers'; readonly containers: readonly { type: string; quantity: number }[] }
  | { readonly kind: 'packages'; readonly pieces: number; readonly weightKg: number; readonly cbm: number }
  | { readonly kind: 'none' };

export function cargoBrief(cargo: Pick<BidCargo, 'containers' | 'packages'>): CargoBrief {
  if (cargo.containers.length > 0) {
    return {
      kind: 'containers',
      containers: cargo.containers.map(({ type, quantity }) => ({ type, quantity })),
    };
  }
  if (cargo.packages.length > 0) {
    try {
      const measures = measureCargo(cargo.packages);
      return { kind: 'packages', pieces: measures.pieces, weightKg: measures.actualKg, cbm: measures.cbm };
    } catch {
      return { kind: 'none' };
    }
  }
  return { kind: 'none' };
}

// ── quotes side by side ──────────────────────────────────────────────────────────────────────

export const QUOTE_SORT_KEYS = ['total', 'transitDays', 'validUntil', 'partner'] as const;
export type QuoteSortKey = (typeof QUOTE_SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface QuoteSort {
  readonly key: QuoteSortKey;
  readonly direction: SortDirection;
}

/** The comparison starts cheapest first, as the server lists them. */
export const DEFAULT_QUOTE_SORT: QuoteSort = { key: 'total', direction: 'ascending' };

function compareBy(key: QuoteSortKey, a: CustomerBidQuote, b: CustomerBidQuote, language: Language): number {
  switch (key) {
    case 'total':
      return a.totalKRW - b.totalKRW;
    case 'transitDays':
      return a.transitDays - b.transitDays;
    case 'validUntil':
      return a.validUntil < b.validUntil ? -1 : a.validUntil > b.validUntil ? 1 : 0;
    case 'partner':
      return a.partner.name.localeCompare(b.partner.name, language === 'en' ? 'en' : 'ko');
  }
}

/** The quotes in the asked order; ties keep the cheaper first, then the server's order. */
export function sortQuotes(
  quotes: readonly CustomerBidQuote[],
  sort: QuoteSort,
  language: Language,
): CustomerBidQuote[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return quotes
    .map((quote, index) => ({ quote, index }))
    .sort(
      (a, b) =>
        sign * compareBy(sort.key, a.quote, b.quote, language) ||
        a.quote.totalKRW - b.quote.totalKRW ||
        a.index - b.index,
    )
    .map(({ quote }) => quote);
}

/** The next sort when a column header is pressed: the same column flips, another starts ascending. */
export function nextQuoteSort(current: QuoteSort, key: QuoteSortKey): QuoteSort {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

// ── what the customer may do ──────────────────────────────────────────────────────────────────

/** Close quoting early: estimating, with at least one live quote. */
export const canCloseBid = (bid: { status: BidStatus; quoteCount: number }): boolean =>
  bid.status === 'estimating' && bid.quoteCount > 0;

/** Cancel: before a quote is accepted. */
export const canCancelBid = (bid: { status: BidStatus }): boolean =>
  bid.status === 'estimating' || bid.status === 'waiting';

/** Files may be added (and removed) while the bid is estimating or waiting. */
export const canAttachToBid = canCancelBid;
