import { NetworkError, RequestTimeoutError } from '@baro/client';
import {
  normalizeBarcode,
  type SkuRef,
  warehouseListSchema,
  warehouseLocationCodeSchema,
  warehouseStockPageSchema,
} from '@baro/core';
import { apiClient } from './api.ts';

// The reads the task screens share: a scanned barcode's SKU, a location's balances, the warehouses
// staff choose from. SKUs found are remembered for the visit, so a SKU scanned once is known again
// when the network has dropped.

const knownSkus = new Map<string, SkuRef>();

/** Keeps what a read said about SKUs, for scans made offline later. */
export function rememberSkus(skus: readonly SkuRef[]): void {
  for (const sku of skus) knownSkus.set(normalizeBarcode(sku.barcode), sku);
}

/** Forgets every remembered SKU (tests). */
export function forgetSkus(): void {
  knownSkus.clear();
}

export type SkuLookup =
  | { readonly type: 'found'; readonly sku: SkuRef }
  | { readonly type: 'unknown' }
  | { readonly type: 'offline' };

/** True when a read failed for want of a network (the server never answered). */
export const isOfflineError = (error: unknown): boolean =>
  error instanceof NetworkError || error instanceof RequestTimeoutError;

/**
 * The SKU of a scanned barcode in the warehouse: remembered, else `GET /api/warehouse/stock?barcode=`
 * (a SKU with stock there; staff name the warehouse). Offline and not remembered: `offline`.
 */
export async function findSkuByBarcode(code: string, scope: { warehouseId?: string }): Promise<SkuLookup> {
  const barcode = normalizeBarcode(code);
  const known = knownSkus.get(barcode);
  if (known) return { type: 'found', sku: known };
  try {
    const page = await apiClient.get('shipping', '/warehouse/stock', {
      query: { barcode, size: 1, ...scope },
      schema: warehouseStockPageSchema,
    });
    const row = page.items[0];
    if (!row) return { type: 'unknown' };
    const sku = { id: row.sku.id, name: row.sku.name, barcode: row.sku.barcode };
    rememberSkus([sku]);
    return { type: 'found', sku };
  } catch (error) {
    if (isOfflineError(error)) return { type: 'offline' };
    throw error;
  }
}

/** A scanned location code, normalised (`a-01-01-01-01` → `A-01-01-01-01`), or null when it is not one. */
export function toLocationCode(code: string): string | null {
  const parsed = warehouseLocationCodeSchema.safeParse(code);
  return parsed.success && parsed.data !== '' ? parsed.data : null;
}

/** `GET /api/warehouse/stock?locationCode=`: the balances at a location (up to 100 SKUs). */
export async function getLocationStock(locationCode: string, scope: { warehouseId?: string }) {
  const page = await apiClient.get('shipping', '/warehouse/stock', {
    query: { locationCode, size: 100, ...scope },
    schema: warehouseStockPageSchema,
  });
  rememberSkus(page.items.map((row) => ({ id: row.sku.id, name: row.sku.name, barcode: row.sku.barcode })));
  return page.items;
}

/** `GET /api/admin/warehouses` (staff): where staff may choose to work. */
export function getWarehouses(signal?: AbortSignal) {
  return apiClient.get('admin', '/warehouses', {
    schema: warehouseListSchema,
    ...(signal ? { signal } : {}),
  });
}
