import type { ColumnType, SelectType } from 'kysely';

// The carrier-handover tables (issue 15, migration 0048), beside the other fulfillment schema
// files; `Database` extends these.

type Created = ColumnType<Date, Date | string | undefined, never>;
type Updated = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type HandoverStatusValue = 'open' | 'closed';

export interface HandoversTable {
  id: string;
  handover_no: string;
  warehouse_id: string;
  parcel_company: string;
  status: HandoverStatusValue;
  created_by: string;
  created_at: Created;
  updated_at: Updated;
  closed_at: NullableTime;
  closed_by: string | null;
}

export interface HandoverParcelsTable {
  handover_id: string;
  parcel_id: string;
  order_id: string;
  invoice_no: string;
  scanned_by: string;
  scanned_at: ColumnType<Date, Date | string, never>;
}

export interface HandoverTables {
  handovers: HandoversTable;
  handover_parcels: HandoverParcelsTable;
}

type Nullability<T> = { [K in keyof T]-?: null extends SelectType<T[K]> ? 'nullable' : 'required' };
const R = 'required';
const N = 'nullable';

export const handoverColumns: { [T in keyof HandoverTables]: Nullability<HandoverTables[T]> } = {
  handovers: {
    id: R,
    handover_no: R,
    warehouse_id: R,
    parcel_company: R,
    status: R,
    created_by: R,
    created_at: R,
    updated_at: R,
    closed_at: N,
    closed_by: N,
  },
  handover_parcels: {
    handover_id: R,
    parcel_id: R,
    order_id: R,
    invoice_no: R,
    scanned_by: R,
    scanned_at: R,
  },
};
