import type { ErrorCode } from '../errors/error-codes.ts';
import { stateMachine } from './state-machine.ts';

// An inbound (입고, like ShipBob's warehouse receiving order): the customer announces it
// (`requested`), the boxes reach the dock (`arrived`), workers count and put stock away
// (`receiving`, partial receipts allowed) and close it (`completed`, short or over quantities
// recorded as discrepancies). The customer may cancel it while nothing has arrived.

export const INBOUND_STATUSES = ['requested', 'arrived', 'receiving', 'completed', 'canceled'] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number];

export const inboundStatusMachine = stateMachine<InboundStatus>(INBOUND_STATUSES, {
  requested: ['arrived', 'canceled'],
  arrived: ['receiving', 'completed'],
  receiving: ['completed'],
  completed: [],
  canceled: [],
});

/** Statuses in which stock may be received against the inbound (requested ones arrive first, implicitly). */
export const INBOUND_RECEIVABLE_STATUSES: readonly InboundStatus[] = Object.freeze([
  'requested',
  'arrived',
  'receiving',
]);

export function receiveInboundError(status: InboundStatus): ErrorCode | null {
  return INBOUND_RECEIVABLE_STATUSES.includes(status) ? null : 'INVALID_STATE_TRANSITION';
}

export type InboundDiscrepancyKind = 'over' | 'short' | 'unexpected';

export interface InboundDiscrepancy {
  skuId: string;
  expected: number;
  received: number;
  kind: InboundDiscrepancyKind;
}

/**
 * What did not match between the announcement and the count: more than announced (`over`), a SKU
 * that was not announced (`unexpected`), and — once the inbound is closed — less (`short`).
 */
export function inboundDiscrepancies(
  expected: readonly { skuId: string; quantity: number }[],
  received: readonly { skuId: string; quantity: number }[],
  closed: boolean,
): InboundDiscrepancy[] {
  const counts = new Map<string, { expected: number; received: number }>();
  for (const line of expected) {
    const entry = counts.get(line.skuId) ?? { expected: 0, received: 0 };
    entry.expected += line.quantity;
    counts.set(line.skuId, entry);
  }
  for (const line of received) {
    const entry = counts.get(line.skuId) ?? { expected: 0, received: 0 };
    entry.received += line.quantity;
    counts.set(line.skuId, entry);
  }
  const out: InboundDiscrepancy[] = [];
  for (const [skuId, { expected: e, received: r }] of counts) {
    if (e === 0 && r > 0) out.push({ skuId, expected: e, received: r, kind: 'unexpected' });
    else if (r > e) out.push({ skuId, expected: e, received: r, kind: 'over' });
    else if (closed && r < e) out.push({ skuId, expected: e, received: r, kind: 'short' });
  }
  return out;
}

/** True when every announced line is received exactly and nothing else arrived: the inbound closes itself. */
export function isInboundFullyReceived(
  expected: readonly { skuId: string; quantity: number }[],
  received: readonly { skuId: string; quantity: number }[],
): boolean {
  return received.length > 0 && inboundDiscrepancies(expected, received, true).length === 0;
}
