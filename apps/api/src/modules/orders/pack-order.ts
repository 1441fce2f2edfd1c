import {
  FIELD_MESSAGES,
  type Language,
  type PackOrderRequest,
  packOrderRequestSchema,
  type ShippingOrder,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { type FloorStep, runFloorStep } from './floor-order.ts';
import { insertParcels } from './orders.repository.ts';

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';

/**
 * `POST /api/warehouse/orders/{id}/pack {parcels}`: picking → packed, one parcel row per box. A
 * parcel typed with its waybill needs its carrier; one without a number waits for the carriers
 * module to issue it (the row is there for it to fill). A waybill another parcel has is 409 CONFLICT.
 */
export async function packOrder(
  deps: { db: Kysely<Database>; now: () => Date },
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
  try {
    return await runFloorStep(
      deps,
      floor,
      orderId,
      packStep(
        parcels.map((p) => ({ parcelCompany: p.parcelCompany ?? null, invoiceNo: p.invoiceNo ?? null })),
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { cause: error });
    throw error;
  }
}

/** picking → packed: one parcel row per box (a waybill typed, or left for the carrier to issue). */
export const packStep = (
  parcels: readonly { parcelCompany: string | null; invoiceNo: string | null }[],
): FloorStep => ({
  from: 'picking',
  to: 'packed',
  work: (trx, order, ctx) => insertParcels(trx, order.id, parcels, ctx.now),
});
