import type { ColumnType, SelectType } from 'kysely';

// The pick-wave tables (issue 15, migration 0041), beside the other fulfillment schema files;
// `Database` extends these.

type Created = ColumnType<Date, Date | string | undefined, never>;
type Updated = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type WaveStatusValue = 'open' | 'released' | 'picking' | 'picked' | 'cancelled';

export interface WavesTable {
  id: string;
  wave_no: string;
  warehouse_id: string;
  status: WaveStatusValue;
  cutoff: 'today' | 'all';
  parcel_company: string | null;
  kind: 'single' | 'multi' | 'any';
  max_orders: number;
  idempotency_key: string | null;
  request_hash: string | null;
  created_by: string;
  created_at: Created;
  updated_at: Updated;
  released_at: NullableTime;
  picked_at: NullableTime;
  cancelled_at: NullableTime;
}

export interface WaveOrdersTable {
  wave_id: string;
  order_id: string;
  position: number;
  /** True while the wave is open (open, released, picking): the order is in no other open wave. */
  active: ColumnType<boolean, boolean | undefined, boolean>;
  picked_at: NullableTime;
}

export interface WaveTasksTable {
  id: string;
  wave_id: string;
  position: number;
  location_id: string;
  sku_id: string;
  quantity: number;
  picked_quantity: number | null;
  picked_at: NullableTime;
  picked_by: string | null;
}

export interface WaveTaskOrdersTable {
  task_id: string;
  order_id: string;
  position: number;
  quantity: number;
  picked_quantity: number | null;
}

export interface WavePicksTable {
  id: string;
  wave_id: string;
  task_id: string;
  quantity: number;
  idempotency_key: string | null;
  request_hash: string | null;
  actor_id: string;
  at: ColumnType<Date, Date | string, never>;
}

export interface WaveTables {
  waves: WavesTable;
  wave_orders: WaveOrdersTable;
  wave_tasks: WaveTasksTable;
  wave_task_orders: WaveTaskOrdersTable;
  wave_picks: WavePicksTable;
}

type Nullability<T> = { [K in keyof T]-?: null extends SelectType<T[K]> ? 'nullable' : 'required' };
const R = 'required';
const N = 'nullable';

export const waveColumns: { [T in keyof WaveTables]: Nullability<WaveTables[T]> } = {
  waves: {
    id: R,
    wave_no: R,
    warehouse_id: R,
    status: R,
    cutoff: R,
    parcel_company: N,
    kind: R,
    max_orders: R,
    idempotency_key: N,
    request_hash: N,
    created_by: R,
    created_at: R,
    updated_at: R,
    released_at: N,
    picked_at: N,
    cancelled_at: N,
  },
  wave_orders: { wave_id: R, order_id: R, position: R, active: R, picked_at: N },
  wave_tasks: {
    id: R,
    wave_id: R,
    position: R,
    location_id: R,
    sku_id: R,
    quantity: R,
    picked_quantity: N,
    picked_at: N,
    picked_by: N,
  },
  wave_task_orders: { task_id: R, order_id: R, position: R, quantity: R, picked_quantity: N },
  wave_picks: {
    id: R,
    wave_id: R,
    task_id: R,
    quantity: R,
    idempotency_key: N,
    request_hash: N,
    actor_id: R,
    at: R,
  },
};
