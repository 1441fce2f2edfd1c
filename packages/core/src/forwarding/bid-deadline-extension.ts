import { type BidState, isBidOpenAt } from './bid-lifecycle.ts';

/** Staff move a deadline at most this far ahead of now. */
export const MAX_DEADLINE_EXTENSION_DAYS = 30;

const DAY_MS = 24 * 3600_000;

/** Why staff may not move an open bid's deadline to `deadline`; null when they may. */
export type DeadlineExtensionRefusal =
  /** The bid no longer takes quotes (decided, canceled, expired, or past its deadline). */
  | 'closed'
  /** The new deadline is not after the current one. */
  | 'notLater'
  /** The new deadline is more than MAX_DEADLINE_EXTENSION_DAYS ahead. */
  | 'tooFar';

/**
 * Staff give partners more time on an open bid (issue 17): only while quoting is open (estimating,
 * before the current deadline), only later than the current deadline, and at most 30 days ahead.
 */
export function deadlineExtensionError(
  bid: BidState,
  deadline: Date,
  now: Date,
): DeadlineExtensionRefusal | null {
  if (!isBidOpenAt(bid, now)) return 'closed';
  if (deadline.getTime() <= bid.deadline.getTime()) return 'notLater';
  if (deadline.getTime() > now.getTime() + MAX_DEADLINE_EXTENSION_DAYS * DAY_MS) return 'tooFar';
  return null;
}
