import { BID_STATUSES } from '@baro/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import {
  bidLink,
  bidMovesFor,
  canonicalJson,
  checkRequestParts,
  idempotencyKeyOf,
  partnerMaySeeBid,
  partsOfLoggedSearch,
  partsOfRequest,
  readCargo,
  requestHash,
} from './bids.rules.ts';

const seoul = (day: string, time = '12:00') => new Date(`${day}T${time}:00+09:00`);

describe('canonicalJson and requestHash', () => {
  it('ignores key order and undefined values at every level', () => {
    const a = { b: 1, a: [{ y: 2, x: 1 }], c: undefined };
    const b = { a: [{ x: 1, y: 2 }], b: 1 };
    expect(canonicalJson(a)).toBe('{"a":[{"x":1,"y":2}],"b":1}');
    expect(requestHash(a)).toBe(requestHash(b));
  });

  it('tells different bodies apart, array order included', () => {
    expect(requestHash({ a: [1, 2] })).not.toBe(requestHash({ a: [2, 1] }));
    expect(requestHash({ a: '1' })).not.toBe(requestHash({ a: 1 }));
    expect(requestHash({ a: null })).not.toBe(requestHash({}));
    expect(requestHash({})).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('idempotencyKeyOf', () => {
  it('is undefined without the header and the value with one', () => {
    expect(idempotencyKeyOf(undefined, 'ko')).toBeUndefined();
    expect(idempotencyKeyOf('3f6c-9a', 'ko')).toBe('3f6c-9a');
    expect(idempotencyKeyOf(['first', 'second'], 'ko')).toBe('first');
    expect(idempotencyKeyOf('x'.repeat(255), 'en')).toHaveLength(255);
  });

  it.each(['', ' ', 'has space', 'x'.repeat(256), '키'])('refuses %j', (value) => {
    expect(() => idempotencyKeyOf(value, 'en')).toThrow(AppError);
    try {
      idempotencyKeyOf(value, 'en');
    } catch (error) {
      expect((error as AppError).code).toBe('VALIDATION_FAILED');
      expect((error as AppError).fields).toEqual({ 'Idempotency-Key': 'Invalid value' });
    }
  });
});

describe('partsOfRequest and readCargo', () => {
  it('keeps containers only for FCL and fills the service flags', () => {
    const parts = partsOfRequest({
      freightType: 'LCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      incoterms: 'FOB',
      cargoReadyDate: '2026-12-01',
      packages: [{ length: 100, width: 80, height: 60, weight: 120, quantity: 3 }],
      services: { customsClearance: true, insurance: false, inlandTransport: false },
      cargoDescription: '의류',
    });
    expect(parts.cargo).toEqual({
      containers: [],
      packages: [{ length: 100, width: 80, height: 60, weight: 120, quantity: 3 }],
      services: { customsClearance: true, insurance: false, inlandTransport: false, cargoValue: null },
      description: '의류',
    });
  });

  it('reads stored cargo back tolerantly', () => {
    expect(readCargo(null)).toEqual({
      containers: [],
      packages: [],
      services: { customsClearance: false, insurance: false, inlandTransport: false, cargoValue: null },
      description: null,
    });
    expect(readCargo({ containers: [{ type: '40HQ', quantity: 2 }], estimateId: 'x' }).containers).toEqual([
      { type: '40HQ', quantity: 2 },
    ]);
  });
});

describe('partsOfLoggedSearch', () => {
  const search = {
    freightType: 'FCL',
    pol: 'CNSHA',
    pod: 'KRPUS',
    incoterms: 'EXW',
    cargoReadyDate: '2026-12-01',
    containers: [{ type: '20DRY', quantity: 1 }],
    services: { customsClearance: true, insurance: true, inlandTransport: false, cargoValue: null },
    somethingNew: true,
  };

  it('copies the lane, terms and cargo of a logged search', () => {
    expect(partsOfLoggedSearch(search)).toEqual({
      freightType: 'FCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      incoterms: 'EXW',
      cargoReadyDate: '2026-12-01',
      cargo: {
        containers: [{ type: '20DRY', quantity: 1 }],
        packages: [],
        services: { customsClearance: true, insurance: true, inlandTransport: false, cargoValue: null },
        description: null,
      },
    });
  });

  it.each([
    ['no containers for FCL', { ...search, containers: [] }],
    ['no packages for AIR', { ...search, freightType: 'AIR', containers: undefined }],
    ['an unknown incoterm', { ...search, incoterms: 'XYZ' }],
    ['not an object', 'FCL'],
  ])('is null for %s', (_, value) => {
    expect(partsOfLoggedSearch(value)).toBeNull();
  });
});

describe('checkRequestParts', () => {
  const kinds = new Map<string, 'sea' | 'air'>([
    ['CNSHA', 'sea'],
    ['KRPUS', 'sea'],
    ['ICN', 'air'],
  ]);
  const parts = { freightType: 'FCL' as const, pol: 'CNSHA', pod: 'KRPUS', cargoReadyDate: '2026-11-20' };

  it('accepts known places of the right kind and a date from today', () => {
    expect(checkRequestParts(parts, kinds, '2026-11-20', 'ko')).toEqual({});
  });

  it('reports each problem under its field, in the language asked', () => {
    expect(checkRequestParts({ ...parts, pol: 'XXXXX', pod: 'ICN' }, kinds, '2026-11-20', 'en')).toEqual({
      pol: 'Unknown port or airport code',
      pod: 'Sea freight (FCL, LCL) needs a port code',
    });
    expect(checkRequestParts({ ...parts, freightType: 'AIR' }, kinds, '2026-11-20', 'en')).toEqual({
      pol: 'Air freight (AIR) needs an airport code',
      pod: 'Air freight (AIR) needs an airport code',
    });
    expect(checkRequestParts({ ...parts, pod: 'CNSHA' }, kinds, '2026-11-20', 'ko').pod).toBe(
      '출발지와 도착지는 달라야 합니다',
    );
    expect(checkRequestParts(parts, kinds, '2026-11-21', 'ko')).toEqual({
      cargoReadyDate: '화물 준비일은 오늘 이후여야 합니다',
    });
  });
});

describe('partnerMaySeeBid', () => {
  const deadline = seoul('2026-11-18', '18:00');
  it('lets every partner see an open bid and only quoting partners a closed one', () => {
    const open = { status: 'estimating' as const, deadline };
    expect(partnerMaySeeBid(open, false, seoul('2026-11-18', '17:59'))).toBe(true);
    expect(partnerMaySeeBid(open, false, deadline)).toBe(false);
    expect(partnerMaySeeBid(open, true, deadline)).toBe(true);
    for (const status of ['waiting', 'accepted', 'in_progress', 'finished', 'canceled', 'expired'] as const) {
      expect(partnerMaySeeBid({ status, deadline }, false, seoul('2026-11-17'))).toBe(false);
      expect(partnerMaySeeBid({ status, deadline }, true, seoul('2026-11-17'))).toBe(true);
    }
  });
});

describe('bidLink', () => {
  it('points at the bid in the customer app', () => {
    expect(bidLink('https://baro.example', 'bid_abc')).toBe('https://baro.example/mypage/bids/bid_abc');
  });
});

describe('bidMovesFor', () => {
  const none = { starts: false, completes: false };
  const starts = { starts: true, completes: false };
  const completes = { starts: false, completes: true };
  const both = { starts: true, completes: true };

  it('starting moves an accepted bid to in progress', () => {
    expect(bidMovesFor('accepted', starts)).toEqual(['in_progress']);
  });

  it('completing finishes a bid in progress (and one still accepted, through in progress)', () => {
    expect(bidMovesFor('in_progress', completes)).toEqual(['finished']);
    expect(bidMovesFor('accepted', completes)).toEqual(['in_progress', 'finished']);
    expect(bidMovesFor('accepted', both)).toEqual(['in_progress', 'finished']);
  });

  it.each(BID_STATUSES)('a bid %s moves nowhere without an effect', (status) => {
    expect(bidMovesFor(status, none)).toEqual([]);
  });

  it.each(BID_STATUSES.filter((s) => s !== 'accepted' && s !== 'in_progress'))(
    'a bid %s is left alone (the guard allows no move from it)',
    (status) => {
      expect(bidMovesFor(status, starts)).toEqual([]);
      expect(bidMovesFor(status, completes)).toEqual([]);
    },
  );

  it('a bid already in progress is not started twice', () => {
    expect(bidMovesFor('in_progress', starts)).toEqual([]);
  });
});
