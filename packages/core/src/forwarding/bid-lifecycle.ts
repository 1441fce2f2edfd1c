import { toSeoulDateString } from '../dates/seoul-date.ts';
import type { ErrorCode } from '../errors/error-codes.ts';
import { type BidStatus, bidTransitionError } from './bid-status.ts';

// What time does to a bid by itself, and the guards of each action on it. The API applies them to
// rows read under a lock inside its transaction; the deadline is judged on every read and write
// (and by a periodic sweep), so a bid never stays `estimating` past it for longer than a request.

/** A bid as the rules see it. */
export interface BidState {
  status: BidStatus;
  deadline: Date;
}

/** A live (not withdrawn) quote as the rules see it: valid through its Seoul date `validUntil`. */
export interface LiveQuoteState {
  validUntil: string;
}

/** True while the quote can still be accepted: `now`'s Seoul date is on or before `validUntil`. */
export function isQuoteValidAt(validUntil: string, now: Date): boolean {
  return toSeoulDateString(now) <= validUntil;
}

/** True while partners may quote, revise and withdraw: estimating and before the deadline. */
export function isBidOpenAt(bid: BidState, now: Date): boolean {
  return bid.status === 'estimating' && now.getTime() < bid.deadline.getTime();
}

/**
 * The status a bid has at `now` once time has had its say: at the deadline an estimating bid
 * waits for the customer if any live quote can still be accepted, else it expires; a waiting bid
 * whose every quote ran out of validity expires. Any other bid keeps its status.
 */
export function settleBidStatus(bid: BidState, liveQuotes: readonly LiveQuoteState[], now: Date): BidStatus {
  const acceptable = liveQuotes.some((quote) => isQuoteValidAt(quote.validUntil, now));
  if (bid.status === 'estimating' && now.getTime() >= bid.deadline.getTime()) {
    return acceptable ? 'waiting' : 'expired';
  }
  if (bid.status === 'waiting' && !acceptable) return 'expired';
  return bid.status;
}

/** Why a partner may not quote, revise or withdraw now (BID_CLOSED), or null. */
export function quoteChangeError(bid: BidState, now: Date): ErrorCode | null {
  return isBidOpenAt(bid, now) ? null : 'BID_CLOSED';
}

/**
 * Why a quote's `validUntil` is not acceptable, or null: it must last at least through the Seoul
 * date of the bid's deadline, so the customer can still accept it once quoting closes.
 */
export function quoteValidityError(validUntil: string, deadline: Date): 'tooShort' | null {
  return validUntil >= toSeoulDateString(deadline) ? null : 'tooShort';
}

/** The earliest `validUntil` a quote on a bid closing at `deadline` may give (`YYYY-MM-DD`). */
export function earliestQuoteValidUntil(deadline: Date): string {
  return toSeoulDateString(deadline);
}

/**
 * Why the customer may not close quoting early, or null: only an estimating bid, and only once it
 * has a live quote (a bid nobody quoted on is cancelled instead, or expires at the deadline).
 */
export function closeBidError(bid: BidState, liveQuoteCount: number): ErrorCode | null {
  // Only `estimating` may move to `waiting`.
  const refusal = bidTransitionError(bid.status, 'waiting');
  if (refusal) return refusal;
  return liveQuoteCount > 0 ? null : 'BID_HAS_NO_QUOTES';
}

/**
 * Why the customer may not accept a live quote of the bid, or null: only while the bid is waiting
 * (quoting has closed, so every partner had the same chance; the customer closes an estimating bid
 * first) and only a quote still within its validity.
 */
export function acceptQuoteError(bid: BidState, quote: LiveQuoteState, now: Date): ErrorCode | null {
  const refusal = bidTransitionError(bid.status, 'accepted');
  if (refusal) return refusal;
  return isQuoteValidAt(quote.validUntil, now) ? null : 'QUOTE_EXPIRED';
}

/** Why the customer may not cancel the bid, or null: before a quote is accepted. */
export function cancelBidError(bid: BidState): ErrorCode | null {
  return bidTransitionError(bid.status, 'canceled');
}

export const QUOTE_OUTCOMES = ['pending', 'won', 'lost', 'withdrawn'] as const;
/** How a partner's quote ended up, as its partner sees it. */
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number];

/**
 * The outcome of a partner's latest quote on a bid: `withdrawn` when the partner took it back,
 * `won` when the customer accepted it, `pending` while the bid is still undecided (estimating,
 * waiting), and `lost` once the bid went another way (another quote accepted, cancelled, expired).
 */
export function quoteOutcome(
  quote: { id: string; status: 'active' | 'withdrawn' },
  bid: { status: BidStatus; acceptedQuoteId: string | null },
): QuoteOutcome {
  if (bid.acceptedQuoteId !== null && bid.acceptedQuoteId === quote.id) return 'won';
  if (quote.status === 'withdrawn') return 'withdrawn';
  if (bid.status === 'estimating' || bid.status === 'waiting') return 'pending';
  return 'lost';
}
