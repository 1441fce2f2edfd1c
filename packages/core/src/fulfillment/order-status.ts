import type { ErrorCode } from '../errors/error-codes.ts';
import { stateMachine } from './state-machine.ts';

// A shipping order (출고) is `allocated` when its stock is reserved at creation, or `waiting` when
// stock is short (allocated automatically, oldest first, when stock arrives or is released). The
// warehouse picks, packs and ships it; the carrier delivers it. A customer may cancel only while
// nothing has left the shelf (waiting or allocated): the reservations are released.

export const ORDER_STATUSES = [
  'waiting',
  'allocated',
  'picking',
  'packed',
  'shipped',
  'delivered',
  'canceled',
  'returned_to_sender',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusMachine = stateMachine<OrderStatus>(ORDER_STATUSES, {
  waiting: ['allocated', 'canceled'],
  allocated: ['picking', 'canceled'],
  picking: ['packed'],
  packed: ['shipped'],
  shipped: ['delivered', 'returned_to_sender'],
  delivered: [],
  canceled: [],
  // 반송: the carrier brought every parcel not delivered back to the warehouse (issue 14).
  returned_to_sender: [],
});

/** Statuses whose stock is reserved (and released again by a cancel). */
export const ORDER_RESERVED_STATUSES: readonly OrderStatus[] = Object.freeze(['allocated']);
/** Statuses a customer can still cancel. */
export const ORDER_CANCELABLE_STATUSES: readonly OrderStatus[] = Object.freeze(['waiting', 'allocated']);

/**
 * Why a customer's cancel of an order in `status` is refused, or null when it goes ahead. A
 * cancelled order cancels again harmlessly (null); anything already on the floor is
 * ORDER_ALREADY_PICKING.
 */
export function cancelOrderError(status: OrderStatus): ErrorCode | null {
  if (status === 'canceled' || ORDER_CANCELABLE_STATUSES.includes(status)) return null;
  return 'ORDER_ALREADY_PICKING';
}
