// The inventory ledger's vocabulary (FULFILLMENT.md, "The ledger"). Balances are kept per SKU and
// location as `onHand` and `reserved`; `available = onHand − reserved`. Every change is an
// append-only movement whose deltas sum to the balance, always.

export const MOVEMENT_KINDS = [
  'receive',
  'putaway',
  'reserve',
  'release',
  'pick',
  'ship',
  'adjust',
  'restock',
  'quarantine',
  'dispose',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/**
 * Kinds of warehouse location. Stock in `storage` and `receiving` can be sold; `quarantine` holds
 * returned goods not fit to sell; `outbound` holds picked stock on its way out (all of it reserved).
 */
export const WAREHOUSE_LOCATION_KINDS = ['storage', 'receiving', 'quarantine', 'outbound'] as const;
export type WarehouseLocationKind = (typeof WAREHOUSE_LOCATION_KINDS)[number];
export const SELLABLE_WAREHOUSE_LOCATION_KINDS: readonly WarehouseLocationKind[] = Object.freeze([
  'storage',
  'receiving',
]);

/**
 * The built-in area of each special kind every warehouse has, made on first use: the receiving
 * dock (stock received without a location), quarantine (returns not fit to sell) and outbound
 * (picked stock on its way out). They are the system's: never renamed, re-kinded or deactivated,
 * and no other location takes their codes.
 */
export const BUILT_IN_LOCATION_CODES = Object.freeze({
  receiving: 'RCV-01-01-01-01',
  quarantine: 'QRT-01-01-01-01',
  outbound: 'OUT-01-01-01-01',
} as const satisfies Record<Exclude<WarehouseLocationKind, 'storage'>, string>);

const BUILT_IN_CODES: ReadonlySet<string> = new Set(Object.values(BUILT_IN_LOCATION_CODES));

/** True for a built-in area's code (`RCV-01-01-01-01`, …). */
export const isBuiltInLocationCode = (code: string): boolean => BUILT_IN_CODES.has(code);

/** zone-aisle-rack-level-bin, e.g. `A-01-03-02-01`; zone letters name special areas (`RCV`, `QRT`, `OUT`). */
export const LOCATION_CODE_PATTERN = /^[A-Z]{1,3}-\d{2}-\d{2}-\d{2}-\d{2}$/;

/** A location code as typed or scanned: upper-cased, full-width and spaces tidied. */
export function normalizeLocationCode(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

export interface StockLevel {
  onHand: number;
  reserved: number;
  available: number;
}

/** Sums balances into one level. */
export function sumStock(rows: readonly { onHand: number; reserved: number }[]): StockLevel {
  let onHand = 0;
  let reserved = 0;
  for (const row of rows) {
    onHand += row.onHand;
    reserved += row.reserved;
  }
  return { onHand, reserved, available: onHand - reserved };
}

/** How many whole kits the components' available stock can make: min over components of ⌊available ÷ per kit⌋. */
export function kitsAvailable(components: readonly { quantity: number; available: number }[]): number {
  if (components.length === 0) return 0;
  let kits = Number.POSITIVE_INFINITY;
  for (const component of components) {
    if (component.quantity <= 0) return 0;
    kits = Math.min(kits, Math.floor(Math.max(0, component.available) / component.quantity));
  }
  return kits;
}

/**
 * Splits a need across locations in the order given (oldest stock first): what to take from each,
 * or null when all of them together hold too little. Locations with nothing free are skipped.
 */
export function splitAcrossLocations<L extends { free: number }>(
  need: number,
  candidates: readonly L[],
): { location: L; take: number }[] | null {
  const plan: { location: L; take: number }[] = [];
  let remaining = need;
  for (const location of candidates) {
    if (remaining <= 0) break;
    if (location.free <= 0) continue;
    const take = Math.min(location.free, remaining);
    plan.push({ location, take });
    remaining -= take;
  }
  return remaining > 0 ? null : plan;
}

/** What one order may take, per SKU and in SKUs, once its kits are exploded into their components. */
export interface OrderUnitLimits {
  /** Units of one SKU, summed over the order's items (a kit multiplies its components). */
  readonly unitsPerSku: number;
  /** Different SKUs after the kits are exploded (a kit counts each of its components). */
  readonly skuLines: number;
}

/**
 * An order's items (SKUs and kits, each already exploded into the SKU quantities it takes) summed
 * per SKU, in SKU id order (the order stock rows are locked in), or where it goes over a limit:
 * `unitsOver` holds the indices of the items at which some SKU's running total passed
 * `unitsPerSku`, and `linesOver` says the order names more than `skuLines` SKUs. A kit multiplies
 * its components, so 1,000 kits of 30 components at 2,000 each would otherwise ask the database
 * for numbers past its integers and lock thousands of rows.
 */
export function sumOrderUnits(
  items: readonly { components: readonly { skuId: string; quantity: number }[] }[],
  limits: OrderUnitLimits,
):
  | { ok: true; lines: { skuId: string; quantity: number }[] }
  | { ok: false; unitsOver: number[]; linesOver: boolean } {
  const totals = new Map<string, number>();
  const unitsOver = new Set<number>();
  items.forEach((item, i) => {
    for (const component of item.components) {
      const total = (totals.get(component.skuId) ?? 0) + component.quantity;
      totals.set(component.skuId, total);
      if (total > limits.unitsPerSku) unitsOver.add(i);
    }
  });
  const linesOver = totals.size > limits.skuLines;
  if (unitsOver.size > 0 || linesOver) return { ok: false, unitsOver: [...unitsOver], linesOver };
  const lines = [...totals]
    .map(([skuId, quantity]) => ({ skuId, quantity }))
    .sort((a, b) => (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0));
  return { ok: true, lines };
}
