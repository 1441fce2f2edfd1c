import type { ColumnType, Generated, SelectType } from 'kysely';
import type { JsonValue } from './schema.ts';

// The shipping-order tables (issue 13, migration 0011), beside schema-fulfillment.ts so the
// fulfillment modules grow without stepping on each other; `Database` extends these.

type Created = ColumnType<Date, Date | string | undefined, never>;
type Updated = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type JsonColumn = ColumnType<JsonValue, string, string>;

export type OrderStatusValue =
  | 'waiting'
  | 'allocated'
  | 'picking'
  | 'packed'
  | 'shipped'
  | 'delivered'
  | 'canceled'
  | 'returned_to_sender';

export interface ShippingOrdersTable {
  id: string;
  /** Queue order (from `shipping_orders_seq`): waiting orders are allocated in it. */
  seq: ColumnType<number, number, never>;
  order_no: string;
  team_id: string;
  warehouse_id: string;
  status: OrderStatusValue;
  /** Seoul day `YYYY-MM-DD`. */
  promised_ship_date: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_zip: string;
  recipient_address1: string;
  recipient_address2: string | null;
  memo: string | null;
  channel_order_no: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  created_by: string | null;
  created_at: Created;
  updated_at: Updated;
  allocated_at: NullableTime;
  shipped_at: NullableTime;
  delivered_at: NullableTime;
  canceled_at: NullableTime;
}

export interface ShippingOrderItemsTable {
  order_id: string;
  position: number;
  sku_id: string | null;
  group_sku_id: string | null;
  name: string;
  quantity: number;
  /** `[{skuId, quantity}]`: what the line takes from stock (a kit's components as they were). */
  components: JsonColumn;
}

export interface ShippingOrderLinesTable {
  order_id: string;
  sku_id: string;
  quantity: number;
}

export interface ShippingOrderAllocationsTable {
  order_id: string;
  sku_id: string;
  location_id: string;
  quantity: number;
}

export interface ShippingOrderHistoryTable {
  id: string;
  seq: Generated<number>;
  order_id: string;
  status: OrderStatusValue;
  note: string | null;
  actor_id: string | null;
  at: ColumnType<Date, Date | string, never>;
}

export interface ShippingOrderParcelsTable {
  id: string;
  order_id: string;
  position: number;
  parcel_company: string | null;
  invoice_no: string | null;
  status: ColumnType<string, string | undefined, string>;
  /** The packing station's box (`B1`…`B6`), null when none was chosen. */
  box_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the packer put in this box (`[{skuId, quantity}]`), null when the order was not split. */
  items: ColumnType<JsonValue | null, string | null | undefined, string | null>;
  /** When the carrier reported the parcel back with its sender (반송 완료); null otherwise. */
  returned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Created;
  updated_at: Updated;
}

export interface OrderTables {
  shipping_orders: ShippingOrdersTable;
  shipping_order_items: ShippingOrderItemsTable;
  shipping_order_lines: ShippingOrderLinesTable;
  shipping_order_allocations: ShippingOrderAllocationsTable;
  shipping_order_history: ShippingOrderHistoryTable;
  shipping_order_parcels: ShippingOrderParcelsTable;
}

type Nullability<T> = { [K in keyof T]-?: null extends SelectType<T[K]> ? 'nullable' : 'required' };
const R = 'required';
const N = 'nullable';

export const orderColumns: { [T in keyof OrderTables]: Nullability<OrderTables[T]> } = {
  shipping_orders: {
    id: R,
    seq: R,
    order_no: R,
    team_id: R,
    warehouse_id: R,
    status: R,
    promised_ship_date: R,
    recipient_name: R,
    recipient_phone: R,
    recipient_zip: R,
    recipient_address1: R,
    recipient_address2: N,
    memo: N,
    channel_order_no: N,
    idempotency_key: N,
    request_hash: N,
    created_by: N,
    created_at: R,
    updated_at: R,
    allocated_at: N,
    shipped_at: N,
    delivered_at: N,
    canceled_at: N,
  },
  shipping_order_items: {
    order_id: R,
    position: R,
    sku_id: N,
    group_sku_id: N,
    name: R,
    quantity: R,
    components: R,
  },
  shipping_order_lines: { order_id: R, sku_id: R, quantity: R },
  shipping_order_allocations: { order_id: R, sku_id: R, location_id: R, quantity: R },
  shipping_order_history: { id: R, seq: R, order_id: R, status: R, note: N, actor_id: N, at: R },
  shipping_order_parcels: {
    id: R,
    order_id: R,
    position: R,
    parcel_company: N,
    invoice_no: N,
    status: R,
    box_code: N,
    items: N,
    returned_at: N,
    created_at: R,
    updated_at: R,
  },
};
