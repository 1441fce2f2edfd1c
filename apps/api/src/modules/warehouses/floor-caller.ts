import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';

/** A worker (of one warehouse) or staff (of every warehouse) calling a warehouse-floor route. */
export interface FloorCaller {
  userId: string;
  /** The worker's warehouse; null for staff, who see every warehouse. */
  warehouseId: string | null;
}

export function floorCallerOf(caller: Caller): FloorCaller {
  if (caller.kind === 'staff') return { userId: caller.userId, warehouseId: null };
  if (caller.kind === 'worker' && caller.warehouseId)
    return { userId: caller.userId, warehouseId: caller.warehouseId };
  throw new AppError('FORBIDDEN');
}

/** True when the floor caller may see something kept in `warehouseId`. */
export function floorSees(floor: FloorCaller, warehouseId: string): boolean {
  return floor.warehouseId === null || floor.warehouseId === warehouseId;
}
