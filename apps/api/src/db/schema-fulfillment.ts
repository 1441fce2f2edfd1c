import type { ColumnType, Generated, SelectType } from 'kysely';

// The fulfillment tables (issue 13), kept beside schema.ts so the two grow without stepping on
// each other; `Database` extends these and `schemaColumns` spreads `fulfillmentColumns`.

type Created = ColumnType<Date, Date | string | undefined, never>;
type Updated = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface FulfillmentApplicationsTable {
  id: string;
  team_id: string;
  status: 'pending' | 'approved' | 'rejected';
  company_name: string;
  /** Ten digits. */
  business_number: string;
  representative: string;
  contact_name: string;
  contact_phone: string;
  monthly_orders: number;
  product_category: string;
  memo: string | null;
  reject_reason: string | null;
  warehouse_id: string | null;
  applied_by: string | null;
  decided_by: string | null;
  applied_at: Updated;
  decided_at: NullableTime;
  created_at: Created;
  updated_at: Updated;
}

export type LocationKindValue = 'storage' | 'receiving' | 'quarantine' | 'outbound';

export interface WarehouseLocationsTable {
  id: string;
  warehouse_id: string;
  code: string;
  kind: LocationKindValue;
  /** False once deactivated (migration 0059): it takes no stock in. */
  active: Defaulted<boolean>;
  created_at: Created;
}

export interface SkusTable {
  id: string;
  team_id: string;
  name: string;
  barcode: string;
  barcode_type: 'EAN13' | 'UPCA' | 'CODE128';
  weight_grams: number | null;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  value_krw: number | null;
  hs_code: string | null;
  origin_country: string | null;
  low_stock_threshold: Defaulted<number>;
  created_by: string | null;
  created_at: Created;
  updated_at: Updated;
}

export interface GroupSkusTable {
  id: string;
  team_id: string;
  name: string;
  created_by: string | null;
  created_at: Created;
  updated_at: Updated;
  /** Retired by the customer (migration 0057): no new orders, no edits; null while in use. */
  withdrawn_at: NullableTime;
  withdrawn_by: string | null;
}

export interface GroupSkuComponentsTable {
  group_sku_id: string;
  sku_id: string;
  quantity: number;
  position: number;
}

export interface StockBalancesTable {
  sku_id: string;
  location_id: string;
  team_id: string;
  warehouse_id: string;
  on_hand: Defaulted<number>;
  reserved: Defaulted<number>;
  first_received_at: Created;
  updated_at: Updated;
}

export type MovementKindValue =
  | 'receive'
  | 'putaway'
  | 'reserve'
  | 'release'
  | 'pick'
  | 'ship'
  | 'adjust'
  | 'restock'
  | 'quarantine'
  | 'dispose';

export interface StockMovementsTable {
  id: string;
  /** Insertion order (identity); never written. */
  seq: Generated<number>;
  sku_id: string;
  location_id: string;
  team_id: string;
  warehouse_id: string;
  kind: MovementKindValue;
  quantity: number;
  on_hand_delta: number;
  reserved_delta: number;
  ref_type: string | null;
  ref_id: string | null;
  ref_label: string | null;
  reason: string | null;
  actor_id: string | null;
  created_at: Created;
}

/** A count of one SKU at a location as of `counted_at` (migration 0055). */
export interface StockCountsTable {
  id: string;
  sku_id: string;
  location_id: string;
  team_id: string;
  warehouse_id: string;
  counted: number;
  /** What the count changed on hand (0: it matched; no movement then). */
  difference: number;
  counted_at: ColumnType<Date, Date | string, never>;
  movement_id: string | null;
  reason: string | null;
  actor_id: string | null;
  created_at: Created;
}

export interface FulfillmentTables {
  fulfillment_applications: FulfillmentApplicationsTable;
  warehouse_locations: WarehouseLocationsTable;
  skus: SkusTable;
  group_skus: GroupSkusTable;
  group_sku_components: GroupSkuComponentsTable;
  stock_balances: StockBalancesTable;
  stock_movements: StockMovementsTable;
  stock_counts: StockCountsTable;
}

type Nullability<T> = { [K in keyof T]-?: null extends SelectType<T[K]> ? 'nullable' : 'required' };
const R = 'required';
const N = 'nullable';

export const fulfillmentColumns: { [T in keyof FulfillmentTables]: Nullability<FulfillmentTables[T]> } = {
  fulfillment_applications: {
    id: R,
    team_id: R,
    status: R,
    company_name: R,
    business_number: R,
    representative: R,
    contact_name: R,
    contact_phone: R,
    monthly_orders: R,
    product_category: R,
    memo: N,
    reject_reason: N,
    warehouse_id: N,
    applied_by: N,
    decided_by: N,
    applied_at: R,
    decided_at: N,
    created_at: R,
    updated_at: R,
  },
  warehouse_locations: { id: R, warehouse_id: R, code: R, kind: R, active: R, created_at: R },
  skus: {
    id: R,
    team_id: R,
    name: R,
    barcode: R,
    barcode_type: R,
    weight_grams: N,
    length_mm: N,
    width_mm: N,
    height_mm: N,
    value_krw: N,
    hs_code: N,
    origin_country: N,
    low_stock_threshold: R,
    created_by: N,
    created_at: R,
    updated_at: R,
  },
  group_skus: {
    id: R,
    team_id: R,
    name: R,
    created_by: N,
    created_at: R,
    updated_at: R,
    withdrawn_at: N,
    withdrawn_by: N,
  },
  group_sku_components: { group_sku_id: R, sku_id: R, quantity: R, position: R },
  stock_balances: {
    sku_id: R,
    location_id: R,
    team_id: R,
    warehouse_id: R,
    on_hand: R,
    reserved: R,
    first_received_at: R,
    updated_at: R,
  },
  stock_movements: {
    id: R,
    seq: R,
    sku_id: R,
    location_id: R,
    team_id: R,
    warehouse_id: R,
    kind: R,
    quantity: R,
    on_hand_delta: R,
    reserved_delta: R,
    ref_type: N,
    ref_id: N,
    ref_label: N,
    reason: N,
    actor_id: N,
    created_at: R,
  },
  stock_counts: {
    id: R,
    sku_id: R,
    location_id: R,
    team_id: R,
    warehouse_id: R,
    counted: R,
    difference: R,
    counted_at: R,
    movement_id: N,
    reason: N,
    actor_id: N,
    created_at: R,
  },
};
