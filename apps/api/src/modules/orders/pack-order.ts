import {
  FIELD_MESSAGES,
  isParcelCompany,
  type Language,
  type PackOrderRequest,
  packOrderRequestSchema,
  type ShippingOrder,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type CarrierServices, followParcel } from '../carriers/carriers.api.ts';
import { type FloorCaller, floorSees } from '../warehouses/warehouses.api.ts';
import { type FloorStep, runFloorStep } from './floor-order.ts';
import { issueParcelWaybills } from './issue-parcel-waybills.ts';
import { ORDER_PARCEL_OWNER } from './order-parcels.ts';
import { findOrderRow, insertParcels } from './orders.repository.ts';

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

/**
 * `POST /api/warehouse/orders/{id}/pack {parcels}`: picking → packed, one parcel row per box. A
 * parcel typed with its waybill needs its carrier; one without a number gets one from the carrier
 * (issue-parcel-waybills.ts) before the transaction. Every parcel with a number is followed by the
 * carriers module from now on: its first scan ships the order if the floor has not, its delivery
 * delivers it (deliver-order.ts). A waybill another parcel has is 409 CONFLICT; a carrier refusing
 * the addresses 422 WAYBILL_REFUSED, a carrier not answering 503 CARRIER_UNAVAILABLE.
 */
export async function packOrder(
  deps: { db: Kysely<Database>; now: () => Date; carriers: CarrierServices },
  floor: FloorCaller,
  orderId: string,
  body: PackOrderRequest,
  lang: Language,
): Promise<ShippingOrder> {
  const { parcels } = packOrderRequestSchema.parse(body);
  const fields: Record<string, string> = {};
  parcels.forEach((p, i) => {
    if (p.invoiceNo !== undefined && p.parcelCompany === undefined)
      fields[`parcels.${i}.parcelCompany`] = FIELD_MESSAGES[lang].required;
  });
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  const order = await findOrderRow(deps.db, orderId);
  if (!order || !floorSees(floor, order.warehouse_id)) throw new AppError('NOT_FOUND');
  // Waybills only for an order about to be packed: a repeat (already packed) or an order out of
  // step costs the carrier nothing, and the floor step below answers it as it always does.
  const packed =
    order.status === 'picking'
      ? await issueParcelWaybills(deps, order, parcels)
      : parcels.map((p) => ({ parcelCompany: p.parcelCompany ?? null, invoiceNo: p.invoiceNo ?? null }));
  try {
    return await runFloorStep(deps, floor, orderId, packStep(packed));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { cause: error });
    throw error;
  }
}

/**
 * picking → packed: one parcel row per box; every parcel with a waybill is followed by the
 * carriers module from now on (the routes, and the demo data).
 */
export const packStep = (
  parcels: readonly { parcelCompany: string | null; invoiceNo: string | null }[],
): FloorStep => ({
  from: 'picking',
  to: 'packed',
  work: async (trx, order, ctx) => {
    await insertParcels(trx, order.id, parcels, ctx.now);
    for (const parcel of parcels) {
      if (parcel.invoiceNo === null || !isParcelCompany(parcel.parcelCompany)) continue;
      await followParcel(trx, {
        parcelCompany: parcel.parcelCompany,
        invoiceNo: parcel.invoiceNo,
        ownerType: ORDER_PARCEL_OWNER,
        ownerId: order.id,
        teamId: order.team_id,
        now: ctx.now,
      });
    }
  },
});
