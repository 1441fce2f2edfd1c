import { isParcelCompany, type ShippingOrder } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { followParcel } from '../carriers/carriers.api.ts';
import { shipStock } from '../inventory/inventory.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { type FloorStep, runFloorStep } from './floor-order.ts';
import { findLines, findParcels } from './orders.repository.ts';

/** Owner type of an order's parcels in the carriers module's tracking. */
export const ORDER_PARCEL_OWNER = 'order';

/**
 * `POST /api/warehouse/orders/{id}/ship`: packed → shipped; the picked stock leaves the outbound
 * area with the carrier (on hand and reserved both fall). Parcels with a waybill are followed by
 * the carriers module's tracking from now on; its delivery report moves the order to delivered.
 */
export function shipOrder(
  deps: { db: Kysely<Database>; now: () => Date },
  floor: FloorCaller,
  orderId: string,
): Promise<ShippingOrder> {
  return runFloorStep(deps, floor, orderId, shipStep);
}

/** packed → shipped: the picked stock leaves; parcels with a waybill are followed. */
export const shipStep: FloorStep = {
  from: 'packed',
  to: 'shipped',
  work: async (trx, order, ctx) => {
    const lines = await findLines(trx, [order.id]);
    await shipStock(
      trx,
      lines.map((l) => ({ skuId: l.sku_id, quantity: l.quantity })),
      ctx,
    );
    for (const parcel of await findParcels(trx, order.id)) {
      if (parcel.invoice_no === null || !isParcelCompany(parcel.parcel_company)) continue;
      await followParcel(trx, {
        parcelCompany: parcel.parcel_company,
        invoiceNo: parcel.invoice_no,
        ownerType: ORDER_PARCEL_OWNER,
        ownerId: order.id,
        teamId: order.team_id,
        now: ctx.now,
      });
    }
  },
};
