import { describe, expect, it } from 'vitest';
import {
  acceptQuoteError,
  cancelBidError,
  closeBidError,
  earliestQuoteValidUntil,
  isBidOpenAt,
  isQuoteValidAt,
  QUOTE_OUTCOMES,
  quoteChangeError,
  quoteOutcome,
  quoteValidityError,
  settleBidStatus,
} from './bid-lifecycle.ts';
import { BID_STATUSES, type BidStatus } from './bid-status.ts';

const seoul = (day: string, time = '12:00'): Date => new Date(`${day}T${time}:00+09:00`);
const deadline = seoul('2026-11-18', '18:00');
const before = seoul('2026-11-18', '17:59');
const at = deadline;
const after = seoul('2026-11-19', '09:00');
const bid = (status: BidStatus) => ({ status, deadline });
const valid = { validUntil: '2026-11-30' };
const lapsed = { validUntil: '2026-11-18' };

describe('isQuoteValidAt', () => {
  it('is valid through the whole Seoul day of validUntil', () => {
    expect(isQuoteValidAt('2026-11-18', seoul('2026-11-18', '00:00'))).toBe(true);
    expect(isQuoteValidAt('2026-11-18', seoul('2026-11-18', '23:59'))).toBe(true);
    expect(isQuoteValidAt('2026-11-18', seoul('2026-11-19', '00:00'))).toBe(false);
    // 2026-11-18T15:30Z is already the 19th in Seoul.
    expect(isQuoteValidAt('2026-11-18', new Date('2026-11-18T15:30:00Z'))).toBe(false);
  });
});

describe('isBidOpenAt and quoteChangeError', () => {
  it.each(BID_STATUSES)('%s before the deadline is open only when estimating', (status) => {
    expect(isBidOpenAt(bid(status), before)).toBe(status === 'estimating');
    expect(quoteChangeError(bid(status), before)).toBe(status === 'estimating' ? null : 'BID_CLOSED');
  });

  it.each([at, after])('nothing is open at or after the deadline (%s)', (now) => {
    for (const status of BID_STATUSES) {
      expect(isBidOpenAt(bid(status), now)).toBe(false);
      expect(quoteChangeError(bid(status), now)).toBe('BID_CLOSED');
    }
  });
});

describe('settleBidStatus', () => {
  it('leaves an estimating bid alone before the deadline, quotes or not', () => {
    expect(settleBidStatus(bid('estimating'), [], before)).toBe('estimating');
    expect(settleBidStatus(bid('estimating'), [valid], before)).toBe('estimating');
  });

  it('moves an estimating bid with a quote to waiting at the deadline', () => {
    expect(settleBidStatus(bid('estimating'), [valid], at)).toBe('waiting');
    expect(settleBidStatus(bid('estimating'), [lapsed, valid], after)).toBe('waiting');
  });

  it('expires an estimating bid with no quote at the deadline', () => {
    expect(settleBidStatus(bid('estimating'), [], at)).toBe('expired');
    expect(settleBidStatus(bid('estimating'), [], after)).toBe('expired');
  });

  it('expires an estimating bid whose every quote lapsed before anyone looked', () => {
    expect(settleBidStatus(bid('estimating'), [lapsed], after)).toBe('expired');
  });

  it('expires a waiting bid once every quote has lapsed', () => {
    expect(settleBidStatus(bid('waiting'), [lapsed], at)).toBe('waiting');
    expect(settleBidStatus(bid('waiting'), [lapsed], after)).toBe('expired');
    expect(settleBidStatus(bid('waiting'), [lapsed, valid], after)).toBe('waiting');
    expect(settleBidStatus(bid('waiting'), [], after)).toBe('expired');
  });

  it.each(['accepted', 'in_progress', 'finished', 'canceled', 'expired'] as const)(
    'leaves a %s bid alone',
    (status) => {
      expect(settleBidStatus(bid(status), [], after)).toBe(status);
      expect(settleBidStatus(bid(status), [lapsed], after)).toBe(status);
    },
  );
});

describe('quoteValidityError', () => {
  it('wants a quote valid at least through the deadline day', () => {
    expect(earliestQuoteValidUntil(deadline)).toBe('2026-11-18');
    expect(quoteValidityError('2026-11-17', deadline)).toBe('tooShort');
    expect(quoteValidityError('2026-11-18', deadline)).toBeNull();
    expect(quoteValidityError('2027-01-01', deadline)).toBeNull();
  });
});

describe('customer actions', () => {
  it.each(BID_STATUSES)('closing a %s bid early', (status) => {
    const expected = status === 'estimating' ? null : 'INVALID_STATE_TRANSITION';
    expect(closeBidError(bid(status), 1)).toBe(expected);
  });

  it('closing early needs a live quote', () => {
    expect(closeBidError(bid('estimating'), 0)).toBe('BID_HAS_NO_QUOTES');
    expect(closeBidError(bid('waiting'), 0)).toBe('INVALID_STATE_TRANSITION');
  });

  it.each(BID_STATUSES)('accepting a quote of a %s bid', (status) => {
    expect(acceptQuoteError(bid(status), valid, after)).toBe(
      status === 'waiting' ? null : 'INVALID_STATE_TRANSITION',
    );
  });

  it('accepting a lapsed quote is refused', () => {
    expect(acceptQuoteError(bid('waiting'), lapsed, at)).toBeNull();
    expect(acceptQuoteError(bid('waiting'), lapsed, after)).toBe('QUOTE_EXPIRED');
    expect(acceptQuoteError(bid('accepted'), lapsed, after)).toBe('INVALID_STATE_TRANSITION');
  });

  it.each(BID_STATUSES)('cancelling a %s bid', (status) => {
    const allowed = status === 'estimating' || status === 'waiting';
    expect(cancelBidError(bid(status))).toBe(allowed ? null : 'INVALID_STATE_TRANSITION');
  });
});

describe('quoteOutcome', () => {
  const active = { id: 'q1', status: 'active' as const };
  const withdrawn = { id: 'q1', status: 'withdrawn' as const };

  it.each(BID_STATUSES)('an active quote on a %s bid nobody accepted', (status) => {
    const expected = status === 'estimating' || status === 'waiting' ? 'pending' : 'lost';
    expect(quoteOutcome(active, { status, acceptedQuoteId: null })).toBe(expected);
  });

  it.each(['accepted', 'in_progress', 'finished'] as const)('won or lost on a %s bid', (status) => {
    expect(quoteOutcome(active, { status, acceptedQuoteId: 'q1' })).toBe('won');
    expect(quoteOutcome(active, { status, acceptedQuoteId: 'q2' })).toBe('lost');
  });

  it.each(BID_STATUSES)('a withdrawn quote on a %s bid stays withdrawn', (status) => {
    expect(quoteOutcome(withdrawn, { status, acceptedQuoteId: 'q2' })).toBe('withdrawn');
    expect(quoteOutcome(withdrawn, { status, acceptedQuoteId: null })).toBe('withdrawn');
  });

  it('names four outcomes', () => {
    expect(QUOTE_OUTCOMES).toEqual(['pending', 'won', 'lost', 'withdrawn']);
  });
});
