import { describe, expect, test } from 'vitest';
import { type quoteFixture, twoQuotes } from '../../test/forwarding-fixtures.ts';
import {
  canAttachToBid,
  canCancelBid,
  canCloseBid,
  cargoBrief,
  deadlineHint,
  nextQuoteSort,
  sortQuotes,
} from './bid-format.ts';

const at = (iso: string) => Date.parse(iso);

describe('deadlineHint', () => {
  const deadline = '2026-11-24T18:00:00+09:00';

  test('whole hours left, rounded up, while estimating', () => {
    expect(deadlineHint('estimating', deadline, at('2026-11-23T18:00:00+09:00'))).toEqual({
      unit: 'hours',
      count: 24,
    });
    expect(deadlineHint('estimating', deadline, at('2026-11-24T16:30:00+09:00'))).toEqual({
      unit: 'hours',
      count: 2,
    });
    expect(deadlineHint('estimating', deadline, at('2026-11-24T17:00:00+09:00'))).toEqual({
      unit: 'hours',
      count: 1,
    });
  });

  test('minutes in the last hour, at least one', () => {
    expect(deadlineHint('estimating', deadline, at('2026-11-24T17:15:00+09:00'))).toEqual({
      unit: 'minutes',
      count: 45,
    });
    expect(deadlineHint('estimating', deadline, at('2026-11-24T17:59:59.500+09:00'))).toEqual({
      unit: 'minutes',
      count: 1,
    });
  });

  test('none once closed, for other statuses, or for a bad date', () => {
    expect(deadlineHint('estimating', deadline, at('2026-11-24T18:00:00+09:00'))).toBeNull();
    expect(deadlineHint('waiting', deadline, at('2026-11-24T10:00:00+09:00'))).toBeNull();
    expect(deadlineHint('estimating', 'not a date', at('2026-11-24T10:00:00+09:00'))).toBeNull();
  });
});

describe('cargo', () => {
  test('cargo in short: containers, or the packages measured', () => {
    expect(cargoBrief({ containers: [{ type: '40HQ', quantity: 2 }], packages: [] })).toEqual({
      kind: 'containers',
      containers: [{ type: '40HQ', quantity: 2 }],
    });
    expect(
      cargoBrief({
        containers: [],
        packages: [
          { length: 100, width: 100, height: 100, weight: 250.5, quantity: 2 },
          { length: 50, width: 40, height: 30, weight: 10, quantity: 10 },
        ],
      }),
    ).toEqual({ kind: 'packages', pieces: 12, weightKg: 601, cbm: 2.6 });
    expect(cargoBrief({ containers: [], packages: [] })).toEqual({ kind: 'none' });
  });
});

describe('the quote comparison', () => {
  const [eastern, blue] = twoQuotes(true) as [
    ReturnType<typeof quoteFixture>,
    ReturnType<typeof quoteFixture>,
  ];

  test('sorts by total, transit, validity or partner, both ways', () => {
    const quotes = [blue, eastern];
    const ids = (sorted: { id: string }[]) => sorted.map((quote) => quote.id);
    expect(ids(sortQuotes(quotes, { key: 'total', direction: 'ascending' }, 'ko'))).toEqual([
      eastern.id,
      blue.id,
    ]);
    expect(ids(sortQuotes(quotes, { key: 'total', direction: 'descending' }, 'ko'))).toEqual([
      blue.id,
      eastern.id,
    ]);
    expect(ids(sortQuotes(quotes, { key: 'transitDays', direction: 'ascending' }, 'ko'))).toEqual([
      blue.id,
      eastern.id,
    ]);
    expect(ids(sortQuotes(quotes, { key: 'validUntil', direction: 'ascending' }, 'ko'))).toEqual([
      eastern.id,
      blue.id,
    ]);
    expect(ids(sortQuotes(quotes, { key: 'partner', direction: 'ascending' }, 'en'))).toEqual([
      blue.id,
      eastern.id,
    ]);
  });

  test('a header pressed again flips the order; another starts ascending', () => {
    expect(nextQuoteSort({ key: 'total', direction: 'ascending' }, 'total')).toEqual({
      key: 'total',
      direction: 'descending',
    });
    expect(nextQuoteSort({ key: 'total', direction: 'descending' }, 'transitDays')).toEqual({
      key: 'transitDays',
      direction: 'ascending',
    });
  });
});

describe('what the customer may do', () => {
  test('close early only while estimating with a quote; cancel and attach until accepted', () => {
    expect(canCloseBid({ status: 'estimating', quoteCount: 1 })).toBe(true);
    expect(canCloseBid({ status: 'estimating', quoteCount: 0 })).toBe(false);
    expect(canCloseBid({ status: 'waiting', quoteCount: 2 })).toBe(false);
    for (const status of ['estimating', 'waiting'] as const) {
      expect(canCancelBid({ status })).toBe(true);
      expect(canAttachToBid({ status })).toBe(true);
    }
    for (const status of ['accepted', 'in_progress', 'finished', 'canceled', 'expired'] as const) {
      expect(canCancelBid({ status })).toBe(false);
      expect(canAttachToBid({ status })).toBe(false);
    }
  });
});
