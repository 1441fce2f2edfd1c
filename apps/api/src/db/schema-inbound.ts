import type { ColumnType, Generated, SelectType } from 'kysely';

// The inbound (입고) and returns (반품) tables (issue 13, migrations 0014–0015), beside
// schema-fulfillment.ts so the fulfillment modules grow without stepping on each other;
// `Database` extends these and `schemaColumns` spreads `inboundColumns`.

type Created = ColumnType<Date, Date | string | undefined, never>;
type Updated = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type InboundStatusValue = 'requested' | 'arrived' | 'receiving' | 'completed' | 'canceled';

export interface FulfillmentCountersTable {
  kind: string;
  /** Seoul day as `yymmdd`. */
  day: string;
  last: number;
}

export interface InboundsTable {
  id: string;
  inbound_no: string;
  team_id: string;
  warehouse_id: string;
  status: InboundStatusValue;
  /** Seoul day `YYYY-MM-DD`. */
  expected_date: string;
  boxes: number;
  memo: string | null;
  created_by: string | null;
  created_at: Created;
  updated_at: Updated;
  arrived_at: NullableTime;
  completed_at: NullableTime;
  canceled_at: NullableTime;
}

export interface InboundItemsTable {
  inbound_id: string;
  sku_id: string;
  position: number;
  expected_quantity: number;
  received_quantity: Defaulted<number>;
}

export interface InboundReceiptsTable {
  id: string;
  seq: Generated<number>;
  inbound_id: string;
  sku_id: string;
  location_id: string;
  quantity: number;
  movement_id: string;
  actor_id: string | null;
  received_at: Date;
}

export interface InboundHistoryTable {
  id: string;
  seq: Generated<number>;
  inbound_id: string;
  status: InboundStatusValue;
  note: string | null;
  actor_id: string | null;
  at: Date;
}

export type ReturnStatusValue =
  | 'requested'
  | 'in_transit'
  | 'arrived'
  | 'inspected'
  | 'completed'
  | 'canceled'
  | 'returned_to_sender';
export type ReturnReasonValue = 'changed_mind' | 'defective' | 'damaged' | 'wrong_item' | 'other';
export type ReturnOutcomeValue = 'restock' | 'quarantine' | 'dispose';

export interface ReturnsTable {
  id: string;
  return_no: string;
  team_id: string;
  warehouse_id: string;
  order_id: string;
  status: ReturnStatusValue;
  reason: ReturnReasonValue;
  reason_detail: string | null;
  memo: string | null;
  pickup_name: string;
  pickup_phone: string;
  pickup_zip: string;
  pickup_address1: string;
  pickup_address2: string | null;
  parcel_company: '01' | '04' | '05' | '06' | '08' | null;
  invoice_no: string | null;
  created_by: string | null;
  created_at: Created;
  updated_at: Updated;
  completed_at: NullableTime;
  canceled_at: NullableTime;
}

export interface ReturnItemsTable {
  return_id: string;
  sku_id: string;
  position: number;
  quantity: number;
  restocked: Defaulted<number>;
  quarantined: Defaulted<number>;
  disposed: Defaulted<number>;
}

export interface ReturnInspectionsTable {
  id: string;
  seq: Generated<number>;
  return_id: string;
  sku_id: string;
  quantity: number;
  outcome: ReturnOutcomeValue;
  location_id: string;
  movement_id: string;
  note: string | null;
  actor_id: string | null;
  at: Date;
}

export interface ReturnHistoryTable {
  id: string;
  seq: Generated<number>;
  return_id: string;
  status: ReturnStatusValue;
  note: string | null;
  actor_id: string | null;
  at: Date;
}

export interface InboundTables {
  fulfillment_counters: FulfillmentCountersTable;
  inbounds: InboundsTable;
  inbound_items: InboundItemsTable;
  inbound_receipts: InboundReceiptsTable;
  inbound_history: InboundHistoryTable;
  returns: ReturnsTable;
  return_items: ReturnItemsTable;
  return_inspections: ReturnInspectionsTable;
  return_history: ReturnHistoryTable;
}

type Nullability<T> = { [K in keyof T]-?: null extends SelectType<T[K]> ? 'nullable' : 'required' };
const R = 'required';
const N = 'nullable';

export const inboundColumns: { [T in keyof InboundTables]: Nullability<InboundTables[T]> } = {
  fulfillment_counters: { kind: R, day: R, last: R },
  inbounds: {
    id: R,
    inbound_no: R,
    team_id: R,
    warehouse_id: R,
    status: R,
    expected_date: R,
    boxes: R,
    memo: N,
    created_by: N,
    created_at: R,
    updated_at: R,
    arrived_at: N,
    completed_at: N,
    canceled_at: N,
  },
  inbound_items: { inbound_id: R, sku_id: R, position: R, expected_quantity: R, received_quantity: R },
  inbound_receipts: {
    id: R,
    seq: R,
    inbound_id: R,
    sku_id: R,
    location_id: R,
    quantity: R,
    movement_id: R,
    actor_id: N,
    received_at: R,
  },
  inbound_history: { id: R, seq: R, inbound_id: R, status: R, note: N, actor_id: N, at: R },
  returns: {
    id: R,
    return_no: R,
    team_id: R,
    warehouse_id: R,
    order_id: R,
    status: R,
    reason: R,
    reason_detail: N,
    memo: N,
    pickup_name: R,
    pickup_phone: R,
    pickup_zip: R,
    pickup_address1: R,
    pickup_address2: N,
    parcel_company: N,
    invoice_no: N,
    created_by: N,
    created_at: R,
    updated_at: R,
    completed_at: N,
    canceled_at: N,
  },
  return_items: {
    return_id: R,
    sku_id: R,
    position: R,
    quantity: R,
    restocked: R,
    quarantined: R,
    disposed: R,
  },
  return_inspections: {
    id: R,
    seq: R,
    return_id: R,
    sku_id: R,
    quantity: R,
    outcome: R,
    location_id: R,
    movement_id: R,
    note: N,
    actor_id: N,
    at: R,
  },
  return_history: { id: R, seq: R, return_id: R, status: R, note: N, actor_id: N, at: R },
};
