import type { ErrorCode } from '../errors/error-codes.ts';
import type { OrderStatus } from './order-status.ts';
import { stateMachine } from './state-machine.ts';

// A pick wave (issue 15): allocated orders of one warehouse grouped so the floor walks the shelves
// once. The desk creates it (`open`), may send it to the handhelds (`released`); the first confirmed
// pick makes it `picking`, and it is `picked` once every task is confirmed (fully or short). The
// desk may also pick from paper straight from `open`. A cancel returns its unpicked orders to the
// pool; `picked` and `cancelled` waves are closed, and their orders are free for another wave.

export const WAVE_STATUSES = ['open', 'released', 'picking', 'picked', 'cancelled'] as const;
export type WaveStatus = (typeof WAVE_STATUSES)[number];

export const waveStatusMachine = stateMachine<WaveStatus>(WAVE_STATUSES, {
  open: ['released', 'picking', 'cancelled'],
  released: ['picking', 'cancelled'],
  picking: ['picked', 'cancelled'],
  picked: [],
  cancelled: [],
});

/** Statuses that hold their orders: an order in a wave of one of these is not in the pool. */
export const WAVE_OPEN_STATUSES: readonly WaveStatus[] = Object.freeze(['open', 'released', 'picking']);

/**
 * Why a per-order pick or cancel of an order in `orderStatus`, held by a wave in `waveStatus` (null:
 * by none), is refused: an allocated order an open, released or picking wave holds is the wave's
 * (ORDER_IN_WAVE) until the wave picks it or is cancelled. An order that would not move anyway (a
 * repeat of the pick, one already cancelled or on the floor) is left to the step's own answer.
 */
export function orderInWaveError(
  orderStatus: OrderStatus,
  waveStatus: WaveStatus | null,
): 'ORDER_IN_WAVE' | null {
  if (orderStatus !== 'allocated' || waveStatus === null) return null;
  return WAVE_OPEN_STATUSES.includes(waveStatus) ? 'ORDER_IN_WAVE' : null;
}

/** Why a wave in `status` takes no pick (INVALID_STATE_TRANSITION), or null when it does. */
export function pickWaveError(status: WaveStatus): ErrorCode | null {
  return WAVE_OPEN_STATUSES.includes(status) ? null : 'INVALID_STATE_TRANSITION';
}

/** Why releasing a wave in `status` is refused, or null (a repeat of a release is harmless). */
export function releaseWaveError(status: WaveStatus): ErrorCode | null {
  return status === 'released' ? null : waveStatusMachine.error(status, 'released');
}

/** Why cancelling a wave in `status` is refused, or null (a repeat of a cancel is harmless). */
export function cancelWaveError(status: WaveStatus): ErrorCode | null {
  return status === 'cancelled' ? null : waveStatusMachine.error(status, 'cancelled');
}

/** What a wave's filter on order size keeps: one piece in all, more than one, or any order. */
export const WAVE_ORDER_KINDS = ['single', 'multi', 'any'] as const;
export type WaveOrderKind = (typeof WAVE_ORDER_KINDS)[number];

/** Which orders a wave takes by promised ship date: due by today's cut-off, or all of them. */
export const WAVE_CUTOFFS = ['today', 'all'] as const;
export type WaveCutoff = (typeof WAVE_CUTOFFS)[number];

export const DEFAULT_WAVE_MAX_ORDERS = 50;
export const MAX_WAVE_ORDERS = 200;

/** The wave number people read aloud: `WV` + Seoul `yymmdd` of creation + `-` + a sequence number. */
export function waveNumber(seoulDay: string, seq: number): string {
  return `WV${seoulDay.slice(2).replaceAll('-', '')}-${String(seq).padStart(4, '0')}`;
}
