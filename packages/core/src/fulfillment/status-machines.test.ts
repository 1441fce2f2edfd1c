import { describe, expect, it } from 'vitest';
import { inboundDiscrepancies, inboundStatusMachine, isInboundFullyReceived } from './inbound-status.ts';
import { cancelOrderError, ORDER_STATUSES, orderStatusMachine } from './order-status.ts';
import { RETURN_STATUSES, returnStatusMachine } from './return-status.ts';
import type { StateMachine } from './state-machine.ts';
import { orderInWaveError, WAVE_STATUSES } from './wave-status.ts';

function allowedMoves<S extends string>(machine: StateMachine<S>): string[] {
  const moves: string[] = [];
  for (const from of machine.statuses)
    for (const to of machine.statuses) if (machine.can(from, to)) moves.push(`${from}→${to}`);
  return moves;
}

describe('order status', () => {
  it('allows exactly the documented moves, and refuses every other one', () => {
    expect(allowedMoves(orderStatusMachine)).toEqual([
      'waiting→allocated',
      'waiting→canceled',
      'allocated→picking',
      'allocated→canceled',
      'picking→packed',
      'packed→shipped',
      'shipped→delivered',
      'shipped→returned_to_sender',
    ]);
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        expect(orderStatusMachine.error(from, to)).toBe(
          orderStatusMachine.can(from, to) ? null : 'INVALID_STATE_TRANSITION',
        );
      }
    expect(orderStatusMachine.is('nope')).toBe(false);
  });

  it('cancels waiting and allocated orders, again harmlessly, and refuses later ones', () => {
    expect(ORDER_STATUSES.map((s) => [s, cancelOrderError(s)])).toEqual([
      ['waiting', null],
      ['allocated', null],
      ['picking', 'ORDER_ALREADY_PICKING'],
      ['packed', 'ORDER_ALREADY_PICKING'],
      ['shipped', 'ORDER_ALREADY_PICKING'],
      ['delivered', 'ORDER_ALREADY_PICKING'],
      ['canceled', null],
      ['returned_to_sender', 'ORDER_ALREADY_PICKING'],
    ]);
  });
});

describe('inbound status', () => {
  it('allows exactly the documented moves', () => {
    expect(allowedMoves(inboundStatusMachine)).toEqual([
      'requested→arrived',
      'requested→canceled',
      'arrived→receiving',
      'arrived→completed',
      'receiving→completed',
    ]);
  });

  it('finds over, unexpected and (once closed) short quantities', () => {
    const expected = [
      { skuId: 'a', quantity: 10 },
      { skuId: 'b', quantity: 5 },
    ];
    const received = [
      { skuId: 'a', quantity: 6 },
      { skuId: 'a', quantity: 6 },
      { skuId: 'c', quantity: 1 },
    ];
    expect(inboundDiscrepancies(expected, received, false)).toEqual([
      { skuId: 'a', expected: 10, received: 12, kind: 'over' },
      { skuId: 'c', expected: 0, received: 1, kind: 'unexpected' },
    ]);
    expect(inboundDiscrepancies(expected, received, true)).toContainEqual({
      skuId: 'b',
      expected: 5,
      received: 0,
      kind: 'short',
    });
    expect(isInboundFullyReceived(expected, [...expected])).toBe(true);
    expect(isInboundFullyReceived(expected, [])).toBe(false);
  });
});

describe('return status', () => {
  it('allows exactly the documented moves', () => {
    expect(allowedMoves(returnStatusMachine)).toEqual([
      'requested→in_transit',
      'requested→arrived',
      'requested→canceled',
      'in_transit→arrived',
      'in_transit→returned_to_sender',
      'arrived→inspected',
      'inspected→completed',
    ]);
    expect(RETURN_STATUSES).toContain('completed');
  });
});

describe('orders held by a wave', () => {
  it('refuses a per-order pick or cancel of an allocated order only while its wave is open, released or picking', () => {
    expect(WAVE_STATUSES.map((w) => [w, orderInWaveError('allocated', w)])).toEqual([
      ['open', 'ORDER_IN_WAVE'],
      ['released', 'ORDER_IN_WAVE'],
      ['picking', 'ORDER_IN_WAVE'],
      ['picked', null],
      ['cancelled', null],
    ]);
    expect(orderInWaveError('allocated', null)).toBeNull();
  });

  it('leaves an order that would not move to the step’s own answer', () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== 'allocated'))
      expect(orderInWaveError(status, 'picking')).toBeNull();
  });
});
