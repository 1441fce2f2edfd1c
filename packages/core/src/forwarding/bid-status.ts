import type { ErrorCode } from '../errors/error-codes.ts';

// The life of a bid request (issue 6, "Bids"): partners quote while it is `estimating`; at the
// deadline (or when the customer closes it early with quotes) it is `waiting` for the customer to
// accept one; accepting starts a shipment (`accepted` → `in_progress` → `finished`). A bid with no
// quote at the deadline, or whose every quote ran out of validity while waiting, is `expired`;
// the customer may cancel it before accepting. Every other move is refused.

export const BID_STATUSES = [
  'estimating',
  'waiting',
  'accepted',
  'in_progress',
  'finished',
  'canceled',
  'expired',
] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/** The moves each status allows (`from` → every allowed `to`). */
export const BID_TRANSITIONS: Readonly<Record<BidStatus, readonly BidStatus[]>> = Object.freeze({
  estimating: Object.freeze(['waiting', 'expired', 'canceled'] as const),
  waiting: Object.freeze(['accepted', 'canceled', 'expired'] as const),
  accepted: Object.freeze(['in_progress'] as const),
  in_progress: Object.freeze(['finished'] as const),
  finished: Object.freeze([] as const),
  canceled: Object.freeze([] as const),
  expired: Object.freeze([] as const),
});

/** Statuses no move leaves. */
export const BID_FINAL_STATUSES: readonly BidStatus[] = Object.freeze(['finished', 'canceled', 'expired']);

/** True when the value is one of the {@link BID_STATUSES}. */
export function isBidStatus(value: unknown): value is BidStatus {
  return typeof value === 'string' && (BID_STATUSES as readonly string[]).includes(value);
}

/** True when a bid in `from` may move to `to` (staying put is not a move). */
export function canTransitionBid(from: BidStatus, to: BidStatus): boolean {
  return isBidStatus(from) && isBidStatus(to) && BID_TRANSITIONS[from].includes(to);
}

/**
 * Why a bid may not move from `from` to `to` (the error code the API answers with, 409), or null
 * when the move is allowed. Quoting, closing and accepting have their own, more specific refusals
 * (see bid-rules); this is the generic guard every status change passes.
 */
export function bidTransitionError(from: BidStatus, to: BidStatus): ErrorCode | null {
  return canTransitionBid(from, to) ? null : 'INVALID_STATE_TRANSITION';
}
