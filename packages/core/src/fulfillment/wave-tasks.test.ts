import { describe, expect, it } from 'vitest';
import {
  cancelWaveError,
  pickWaveError,
  releaseWaveError,
  WAVE_STATUSES,
  waveNumber,
  waveStatusMachine,
} from './wave-status.ts';
import { compareLocationPath, pickTaskState, planPickTasks, sharePick, wavePickState } from './wave-tasks.ts';

describe('wave status', () => {
  it('allows exactly the documented moves', () => {
    const moves: string[] = [];
    for (const from of WAVE_STATUSES)
      for (const to of WAVE_STATUSES) if (waveStatusMachine.can(from, to)) moves.push(`${from}→${to}`);
    expect(moves).toEqual([
      'open→released',
      'open→picking',
      'open→cancelled',
      'released→picking',
      'released→cancelled',
      'picking→picked',
      'picking→cancelled',
    ]);
  });

  it('takes picks while open, released or picking; releases and cancels again harmlessly', () => {
    expect(WAVE_STATUSES.map((s) => pickWaveError(s))).toEqual([
      null,
      null,
      null,
      'INVALID_STATE_TRANSITION',
      'INVALID_STATE_TRANSITION',
    ]);
    expect(WAVE_STATUSES.map((s) => releaseWaveError(s))).toEqual([
      null,
      null,
      'INVALID_STATE_TRANSITION',
      'INVALID_STATE_TRANSITION',
      'INVALID_STATE_TRANSITION',
    ]);
    expect(WAVE_STATUSES.map((s) => cancelWaveError(s))).toEqual([
      null,
      null,
      null,
      'INVALID_STATE_TRANSITION',
      null,
    ]);
  });

  it('numbers waves by their Seoul day', () => {
    expect(waveNumber('2026-12-07', 42)).toBe('WV261207-0042');
  });
});

describe('location path order', () => {
  it('compares zone, aisle, rack, level and bin in turn, numbers as numbers', () => {
    const codes = [
      'B-01-01-01-01',
      'A-10-01-01-01',
      'A-02-01-01-02',
      'A-02-01-01-01',
      'AB-01-01-01-01',
      'RCV-00-00-00-00',
    ];
    expect([...codes].sort(compareLocationPath)).toEqual([
      'A-02-01-01-01',
      'A-02-01-01-02',
      'A-10-01-01-01',
      'AB-01-01-01-01',
      'B-01-01-01-01',
      'RCV-00-00-00-00',
    ]);
    expect(compareLocationPath('A-1', 'A-01')).toBe(0);
    expect(compareLocationPath('A-01', 'A-01-01')).toBeLessThan(0);
  });
});

describe('pick tasks', () => {
  const at = (orderId: string, skuId: string, locationCode: string, quantity: number) => ({
    orderId,
    skuId,
    locationId: `loc_${locationCode}`,
    locationCode,
    quantity,
  });

  it('sums reservations per location and SKU, sorted by path, orders in the wave’s order', () => {
    const tasks = planPickTasks(
      [
        at('o2', 'sku_b', 'B-01-01-01-01', 2),
        at('o1', 'sku_b', 'B-01-01-01-01', 1),
        at('o1', 'sku_a', 'A-02-01-01-01', 3),
        at('o3', 'sku_a', 'A-02-01-01-01', 1),
        at('o2', 'sku_a', 'A-10-01-01-01', 1),
        at('ox', 'sku_a', 'A-01-01-01-01', 9),
      ],
      ['o1', 'o2', 'o3'],
    );
    expect(tasks).toEqual([
      {
        locationId: 'loc_A-02-01-01-01',
        locationCode: 'A-02-01-01-01',
        skuId: 'sku_a',
        quantity: 4,
        orders: [
          { orderId: 'o1', quantity: 3 },
          { orderId: 'o3', quantity: 1 },
        ],
      },
      {
        locationId: 'loc_A-10-01-01-01',
        locationCode: 'A-10-01-01-01',
        skuId: 'sku_a',
        quantity: 1,
        orders: [{ orderId: 'o2', quantity: 1 }],
      },
      {
        locationId: 'loc_B-01-01-01-01',
        locationCode: 'B-01-01-01-01',
        skuId: 'sku_b',
        quantity: 3,
        orders: [
          { orderId: 'o1', quantity: 1 },
          { orderId: 'o2', quantity: 2 },
        ],
      },
    ]);
  });

  it('shares a short pick out to the first orders first', () => {
    const orders = [
      { orderId: 'o1', quantity: 2 },
      { orderId: 'o2', quantity: 2 },
      { orderId: 'o3', quantity: 1 },
    ];
    expect(sharePick(3, orders).map((o) => o.picked)).toEqual([2, 1, 0]);
    expect(sharePick(5, orders).map((o) => o.picked)).toEqual([2, 2, 1]);
    expect(sharePick(0, orders).map((o) => o.picked)).toEqual([0, 0, 0]);
  });

  it('tells pending, picked and short tasks and orders apart', () => {
    expect(pickTaskState(3, null)).toBe('pending');
    expect(pickTaskState(3, 3)).toBe('picked');
    expect(pickTaskState(3, 1)).toBe('short');
    expect(
      wavePickState([
        { quantity: 1, picked: 1 },
        { quantity: 2, picked: null },
      ]),
    ).toBe('pending');
    expect(
      wavePickState([
        { quantity: 1, picked: 1 },
        { quantity: 2, picked: 2 },
      ]),
    ).toBe('picked');
    expect(
      wavePickState([
        { quantity: 1, picked: 0 },
        { quantity: 2, picked: null },
      ]),
    ).toBe('short');
    expect(wavePickState([])).toBe('pending');
  });
});
