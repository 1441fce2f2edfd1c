import { PARCEL_COMPANY_CODES, type ParcelCompany } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { applyFloorStep } from './floor-order.ts';
import {
  findHandoverOrderRows,
  findWarehouseParcelsByWaybill,
  findWaybillParcelIds,
  lockOrder,
} from './orders.repository.ts';
import { shipStep } from './ship-order.ts';

// What the handovers module (issue 15) reads and asks of orders: a packed parcel of the warehouse
// by its waybill, a summary of each order on a manifest, the parcels each order must hand over,
// and the ship step when a manifest closes. The handovers module never touches these tables.

type Db = Kysely<Database> | Transaction<Database>;

/** A parcel of the warehouse found by its waybill, with its order's status. */
export interface WaybillParcel {
  parcelId: string;
  parcelCompany: ParcelCompany;
  invoiceNo: string;
  orderId: string;
  orderStatus: string;
}

/** The warehouse's parcels carrying the waybill, one per carrier at most (the waybill index). */
export async function findParcelsByWaybill(
  db: Db,
  warehouseId: string,
  invoiceNo: string,
): Promise<WaybillParcel[]> {
  const rows = await findWarehouseParcelsByWaybill(db, warehouseId, PARCEL_COMPANY_CODES, invoiceNo);
  return rows.map((r) => ({
    parcelId: r.id,
    parcelCompany: r.parcel_company as ParcelCompany,
    invoiceNo: r.invoice_no ?? invoiceNo,
    orderId: r.order_id,
    orderStatus: r.order_status,
  }));
}

/** Each order as a manifest shows it: number, status, team, recipient and its parcels with a waybill. */
export async function findHandoverOrderSummaries(db: Db, orderIds: readonly string[]) {
  const rows = await findHandoverOrderRows(db, orderIds);
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.order_no,
    status: r.status,
    teamName: r.team_name,
    recipientName: r.recipient_name,
    parcelCount: r.parcel_count,
  }));
}

/** The parcels with a waybill of each order: all of them must be handed over for it to ship. */
export async function findOrderWaybillParcels(db: Db, orderIds: readonly string[]) {
  const rows = await findWaybillParcelIds(db, orderIds);
  return rows.map((r) => ({ parcelId: r.id, orderId: r.order_id }));
}

/**
 * Every parcel of the order is now with the carrier: the order's ship step (packed → shipped, its
 * stock leaves, the `order.shipped` event), inside the handover's transaction. An order no longer
 * packed (shipped by the carrier's first scan meanwhile) is left as it is: 'skipped'.
 */
export async function shipHandedOverOrder(
  trx: Transaction<Database>,
  floor: FloorCaller,
  orderId: string,
  now: Date,
): Promise<'shipped' | 'skipped'> {
  const order = await lockOrder(trx, orderId);
  if (order?.status !== 'packed') return 'skipped';
  await applyFloorStep(trx, floor, orderId, shipStep, now);
  return 'shipped';
}
