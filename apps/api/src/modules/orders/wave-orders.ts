import type { ParcelCompany } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type FloorCaller, findWarehouseSender } from '../warehouses/warehouses.api.ts';
import { applyFloorStep } from './floor-order.ts';
import { DEFAULT_PARCEL_COMPANY } from './issue-parcel-waybills.ts';
import {
  countWaveCandidateRows,
  findAllocations,
  findWaveCandidateRows,
  findWaveOrderRows,
  lockOrder,
} from './orders.repository.ts';
import { pickStep } from './pick-order.ts';

// What the waves module (issue 15) reads and asks of orders: the allocated orders a wave may take,
// their reservations per location (the pick tasks come from them), a summary of each, and the
// pick step once every piece of an order is picked. The waves module never touches these tables.

type Db = Kysely<Database> | Transaction<Database>;

export interface WaveCandidateFilter {
  warehouseId: string;
  /** Only orders promised to ship on or before this Seoul day (null: any). */
  promisedBy: string | null;
  /** `single`: one piece in all; `multi`: more than one; `any`. */
  kind: 'single' | 'multi' | 'any';
  /** Only orders leaving with this carrier (null: any). */
  parcelCompany: ParcelCompany | null;
  /** Orders already held by an open wave. */
  excludeIds: readonly string[];
  limit: number;
}

/** The carrier an order of the warehouse leaves with: the warehouse's, else the service default. */
async function warehouseParcelCompany(db: Kysely<Database>, warehouseId: string): Promise<ParcelCompany> {
  const sender = await findWarehouseSender(db, warehouseId);
  return sender?.parcelCompany ?? DEFAULT_PARCEL_COMPANY;
}

/**
 * Allocated orders of the warehouse matching the filter, oldest promise first, then queue order.
 * Orders carry no carrier of their own before packing: each leaves with its warehouse's, so a
 * carrier filter keeps all of the warehouse's orders or none.
 */
export async function findWaveCandidates(
  db: Kysely<Database>,
  filter: WaveCandidateFilter,
): Promise<string[]> {
  if (filter.parcelCompany && filter.parcelCompany !== (await warehouseParcelCompany(db, filter.warehouseId)))
    return [];
  const rows = await findWaveCandidateRows(db, filter);
  return rows.map((r) => r.id);
}

/** How many orders match the filter, regardless of `limit` (a wave takes at most `limit` of them). */
export async function countWaveCandidates(
  db: Kysely<Database>,
  filter: Omit<WaveCandidateFilter, 'limit'>,
): Promise<number> {
  if (filter.parcelCompany && filter.parcelCompany !== (await warehouseParcelCompany(db, filter.warehouseId)))
    return 0;
  return countWaveCandidateRows(db, filter);
}

/** The orders' reservations per location (what allocation wrote), with location code and SKU. */
export async function findWaveAllocations(db: Db, orderIds: readonly string[]) {
  const rows = await findAllocations(db, orderIds);
  return rows.map((a) => ({
    orderId: a.order_id,
    skuId: a.sku_id,
    locationId: a.location_id,
    locationCode: a.code,
    quantity: a.quantity,
  }));
}

/** Each order as a wave shows it: number, status, promise, team, recipient and pieces. */
export async function findWaveOrderSummaries(db: Db, orderIds: readonly string[]) {
  const rows = await findWaveOrderRows(db, orderIds);
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.order_no,
    status: r.status,
    promisedShipDate: r.promised_ship_date,
    recipientName: r.recipient_name,
    teamName: r.team_name,
    quantity: Number(r.quantity),
  }));
}

/**
 * Every piece of the order was picked in its wave: the order's pick step (allocated → picking,
 * its stock to the outbound area), inside the wave's transaction. An order no longer allocated
 * (cancelled by the customer, or picked on its own meanwhile) is left as it is: 'skipped'.
 */
export async function pickWaveOrder(
  trx: Transaction<Database>,
  floor: FloorCaller,
  orderId: string,
  now: Date,
): Promise<'picked' | 'skipped'> {
  const order = await lockOrder(trx, orderId);
  if (order?.status !== 'allocated') return 'skipped';
  await applyFloorStep(trx, floor, orderId, pickStep, now);
  return 'picked';
}
