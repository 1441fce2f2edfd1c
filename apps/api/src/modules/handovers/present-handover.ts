import {
  type Handover,
  type HandoverListItem,
  type OrderStatus,
  type ParcelCompany,
  toSeoulIso,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findHandoverOrderSummaries } from '../orders/orders.api.ts';
import { findHandoverParcels, type HandoverRow } from './handovers.repository.ts';

/** A manifest as lists show it: head and counts. */
export function presentHandoverHead(row: HandoverRow): HandoverListItem {
  return {
    id: row.id,
    handoverNo: row.handover_no,
    status: row.status,
    warehouse: { id: row.warehouse_id, code: row.warehouse_code, name: row.warehouse_name },
    parcelCompany: row.parcel_company as ParcelCompany,
    parcelCount: Number(row.parcels),
    orderCount: Number(row.orders),
    createdAt: toSeoulIso(row.created_at),
    updatedAt: toSeoulIso(row.updated_at),
    closedAt: row.closed_at ? toSeoulIso(row.closed_at) : null,
  };
}

/** A manifest with its parcels (the last scanned first), each with its order. */
export async function presentHandover(db: Kysely<Database>, row: HandoverRow): Promise<Handover> {
  const parcels = await findHandoverParcels(db, row.id);
  const orders = new Map(
    (await findHandoverOrderSummaries(db, [...new Set(parcels.map((p) => p.order_id))])).map((o) => [
      o.id,
      o,
    ]),
  );
  return {
    ...presentHandoverHead(row),
    parcels: parcels.map((p) => {
      const order = orders.get(p.order_id);
      if (!order) throw new Error(`order ${p.order_id} of handover ${row.id} not found`);
      return {
        parcelId: p.parcel_id,
        invoiceNo: p.invoice_no,
        order: {
          id: order.id,
          orderNo: order.orderNo,
          status: order.status as OrderStatus,
          teamName: order.teamName,
          recipientName: order.recipientName,
          parcelCount: order.parcelCount,
        },
        scannedAt: toSeoulIso(p.scanned_at),
      };
    }),
  };
}
