import { useFloorUser } from '@baro/client';
import { useSyncExternalStore } from 'react';

// The signed-in person in context is the kit's (shared with the warehouse desk).
export { FloorUserContext, useFloorUser } from '@baro/client';

export interface WorkWarehouse {
  readonly id: string;
  readonly name: string;
}

const STORAGE_KEY = 'baro.handheld.warehouse';
const listeners = new Set<() => void>();

function readChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Staff's choice of warehouse, kept on the device (workers have theirs on their account). */
export function chooseWarehouse(warehouse: WorkWarehouse | null): void {
  try {
    if (warehouse) localStorage.setItem(STORAGE_KEY, JSON.stringify(warehouse));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode: the choice lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Where the signed-in person works: a worker's own warehouse, or the one staff chose on this device
 * (null until they choose). Staff's commands and reads name it (`warehouseId`); a worker's never
 * need to (the API scopes them by the token).
 */
export function useWorkWarehouse(): { warehouse: WorkWarehouse | null; staff: boolean } {
  const user = useFloorUser();
  const stored = useSyncExternalStore(subscribe, readChoice, () => null);
  if (user.kind !== 'staff') return { warehouse: user.warehouse ?? null, staff: false };
  if (!stored) return { warehouse: null, staff: true };
  try {
    const parsed = JSON.parse(stored) as WorkWarehouse;
    return { warehouse: parsed.id && parsed.name ? parsed : null, staff: true };
  } catch {
    return { warehouse: null, staff: true };
  }
}

/** What staff add to a command or read (`{ warehouseId }`); nothing for a worker. */
export function warehouseScope(work: { warehouse: WorkWarehouse | null; staff: boolean }): {
  warehouseId?: string;
} {
  return work.staff && work.warehouse ? { warehouseId: work.warehouse.id } : {};
}
