import type { OrderStatus } from '@baro/core';

/** Statuses still on the floor: to pick, picking, packed (waiting orders wait for stock). */
const OPEN: readonly OrderStatus[] = ['allocated', 'picking', 'packed'];

/** An open order whose promised ship day (a Seoul day) is before `today`. */
export function isLate(order: { status: OrderStatus; promisedShipDate: string }, today: string): boolean {
  return OPEN.includes(order.status) && order.promisedShipDate < today;
}
