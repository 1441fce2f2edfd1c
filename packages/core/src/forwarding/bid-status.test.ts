import { describe, expect, it } from 'vitest';
import {
  BID_FINAL_STATUSES,
  BID_STATUSES,
  BID_TRANSITIONS,
  type BidStatus,
  bidTransitionError,
  canTransitionBid,
  isBidStatus,
} from './bid-status.ts';

// The state machine, written out once more by hand: every pair not listed is refused.
const ALLOWED = new Set([
  'estimating→waiting',
  'estimating→expired',
  'estimating→canceled',
  'waiting→accepted',
  'waiting→canceled',
  'waiting→expired',
  'accepted→in_progress',
  'in_progress→finished',
]);

const PAIRS = BID_STATUSES.flatMap((from) => BID_STATUSES.map((to) => [from, to] as [BidStatus, BidStatus]));

describe('bid transitions', () => {
  it('lists the seven statuses in their life order', () => {
    expect(BID_STATUSES).toEqual([
      'estimating',
      'waiting',
      'accepted',
      'in_progress',
      'finished',
      'canceled',
      'expired',
    ]);
  });

  it.each(PAIRS)('%s → %s is allowed exactly when the issue says so', (from, to) => {
    const allowed = ALLOWED.has(`${from}→${to}`);
    expect(canTransitionBid(from, to)).toBe(allowed);
    expect(bidTransitionError(from, to)).toBe(allowed ? null : 'INVALID_STATE_TRANSITION');
  });

  it('allows exactly the listed moves', () => {
    const listed = Object.entries(BID_TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}→${to}`));
    expect(new Set(listed)).toEqual(ALLOWED);
  });

  it.each(BID_FINAL_STATUSES)('%s is final', (status) => {
    expect(BID_TRANSITIONS[status]).toEqual([]);
  });

  it('refuses statuses it does not know', () => {
    expect(canTransitionBid('draft' as BidStatus, 'waiting')).toBe(false);
    expect(canTransitionBid('estimating', 'toString' as BidStatus)).toBe(false);
    expect(bidTransitionError('estimating', '__proto__' as BidStatus)).toBe('INVALID_STATE_TRANSITION');
  });

  it('recognises statuses', () => {
    for (const status of BID_STATUSES) expect(isBidStatus(status)).toBe(true);
    for (const value of ['', 'open', 'ESTIMATING', null, undefined, 1, 'constructor']) {
      expect(isBidStatus(value)).toBe(false);
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(BID_TRANSITIONS)).toBe(true);
    expect(Object.isFrozen(BID_TRANSITIONS.estimating)).toBe(true);
  });
});
