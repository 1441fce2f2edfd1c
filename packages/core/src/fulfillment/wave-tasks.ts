// How a wave's orders become pick tasks, and how a confirmed pick is shared out again (issue 15).
// Allocation already decided where each order's stock is taken from (one reservation per order,
// SKU and location), so a task is one (location, SKU) with the sum of the wave's reservations
// there, walked in location-path order: zone, aisle, rack, level, bin.

/**
 * Compares two location codes by their path (`A-01-03-02-01`: zone-aisle-rack-level-bin): segment
 * by segment, numbers as numbers and zones as text, so `A-02-…` comes before `A-10-…` and zone `B`
 * after every aisle of zone `A`. Codes of another shape fall back to plain text order.
 */
export function compareLocationPath(a: string, b: string): number {
  const left = a.split('-');
  const right = b.split('-');
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const x = left[i];
    const y = right[i];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const numeric = /^\d+$/.test(x) && /^\d+$/.test(y);
    if (numeric) {
      if (Number(x) !== Number(y)) return Number(x) - Number(y);
      continue;
    }
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return 0;
}

/** One order's reservation at one location (what allocation wrote for it). */
export interface WaveAllocation {
  orderId: string;
  skuId: string;
  locationId: string;
  locationCode: string;
  quantity: number;
}

/** One trip to a shelf: a SKU at a location, how many to take, and the orders they are for. */
export interface PlannedPickTask {
  locationId: string;
  locationCode: string;
  skuId: string;
  quantity: number;
  /** In the wave's order (oldest promise first): a short pick is shared out in this order. */
  orders: { orderId: string; quantity: number }[];
}

/**
 * The wave's pick tasks: the allocations summed per (location, SKU), sorted by location path, then
 * SKU id; each task's orders in the wave's order (`orderIds`, which allocations of other orders are
 * not part of). Deterministic: the same allocations always give the same tasks in the same order.
 */
export function planPickTasks(
  allocations: readonly WaveAllocation[],
  orderIds: readonly string[],
): PlannedPickTask[] {
  const rank = new Map(orderIds.map((id, i) => [id, i]));
  const tasks = new Map<string, PlannedPickTask>();
  for (const a of allocations) {
    if (!rank.has(a.orderId) || a.quantity <= 0) continue;
    const key = `${a.locationId}\u0000${a.skuId}`;
    let task = tasks.get(key);
    if (!task) {
      task = {
        locationId: a.locationId,
        locationCode: a.locationCode,
        skuId: a.skuId,
        quantity: 0,
        orders: [],
      };
      tasks.set(key, task);
    }
    task.quantity += a.quantity;
    const served = task.orders.find((o) => o.orderId === a.orderId);
    if (served) served.quantity += a.quantity;
    else task.orders.push({ orderId: a.orderId, quantity: a.quantity });
  }
  const planned = [...tasks.values()];
  for (const task of planned)
    task.orders.sort((x, y) => (rank.get(x.orderId) ?? 0) - (rank.get(y.orderId) ?? 0));
  return planned.sort(
    (x, y) =>
      compareLocationPath(x.locationCode, y.locationCode) ||
      (x.skuId < y.skuId ? -1 : x.skuId > y.skuId ? 1 : 0),
  );
}

/**
 * Shares a confirmed pick of `picked` pieces out to the task's orders in their order: each order
 * gets what it needs while pieces last, so a short pick leaves the last orders short and the first
 * ones complete.
 */
export function sharePick<O extends { quantity: number }>(
  picked: number,
  orders: readonly O[],
): (O & { picked: number })[] {
  let left = Math.max(0, picked);
  return orders.map((order) => {
    const take = Math.min(order.quantity, left);
    left -= take;
    return { ...order, picked: take };
  });
}

/** Where a pick task or an order of a wave stands: nothing confirmed yet, all there, or short. */
export const PICK_STATES = ['pending', 'picked', 'short'] as const;
export type PickState = (typeof PICK_STATES)[number];

/** A task's state from its required and confirmed quantity (null: not confirmed yet). */
export function pickTaskState(quantity: number, picked: number | null): PickState {
  if (picked === null) return 'pending';
  return picked >= quantity ? 'picked' : 'short';
}

/**
 * An order's state over its share of every task: short as soon as one share came up short,
 * picked when every share is complete, else pending.
 */
export function wavePickState(shares: readonly { quantity: number; picked: number | null }[]): PickState {
  if (shares.some((s) => s.picked !== null && s.picked < s.quantity)) return 'short';
  if (shares.length > 0 && shares.every((s) => s.picked !== null && s.picked >= s.quantity)) return 'picked';
  return 'pending';
}
