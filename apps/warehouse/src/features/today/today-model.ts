import type { OrderStatus } from '@baro/core';

/** The orders still on the floor: allocated (to pick), picking, packed (to hand over). */
export const OPEN_ORDER_STATUSES = [
  'allocated',
  'picking',
  'packed',
] as const satisfies readonly OrderStatus[];

type Counts = Readonly<Record<OrderStatus, number>>;

/**
 * Open orders whose promised ship day has passed. An order is promised for the day it is placed
 * (before the warehouse's cut-off, on a business day) or the next business day, so an open order
 * is due today, due on the next business day, or late: late = open − due today − due next.
 */
export function lateOrderCount(all: Counts, dueToday: Counts, dueNext: Counts): number {
  let late = 0;
  for (const status of OPEN_ORDER_STATUSES) {
    late += Math.max(0, all[status] - dueToday[status] - dueNext[status]);
  }
  return late;
}

export const openCount = (counts: Counts): number =>
  OPEN_ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0);
