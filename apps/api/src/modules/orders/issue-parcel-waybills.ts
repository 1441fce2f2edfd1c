import type { ParcelCompany } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type CarrierServices, issueWaybill } from '../carriers/carriers.api.ts';
import { findWarehouseSender } from '../warehouses/warehouses.api.ts';
import type { OrderRow } from './orders.repository.ts';

/** The carrier when neither the floor nor the warehouse chose one: CJ대한통운, the largest. */
export const DEFAULT_PARCEL_COMPANY: ParcelCompany = '04';

export interface PackedParcel {
  parcelCompany: ParcelCompany | null;
  invoiceNo: string | null;
}

/**
 * Gets a waybill (채번) for every parcel packed without one, from the parcel's carrier if the floor
 * chose it, else the warehouse's carrier, else CJ대한통운. Runs before the packing transaction (a
 * carrier may take seconds); the numbers are used only if packing then commits, and an unused one
 * costs nothing. The warehouse is the sender, the order's recipient the recipient.
 */
export async function issueParcelWaybills(
  deps: { db: Kysely<Database>; now: () => Date; carriers: CarrierServices },
  order: NonNullable<OrderRow>,
  parcels: readonly { parcelCompany?: ParcelCompany | undefined; invoiceNo?: string | undefined }[],
): Promise<PackedParcel[]> {
  if (parcels.every((p) => p.invoiceNo !== undefined))
    return parcels.map((p) => ({ parcelCompany: p.parcelCompany ?? null, invoiceNo: p.invoiceNo ?? null }));
  const sender = await findWarehouseSender(deps.db, order.warehouse_id);
  if (!sender) throw new AppError('NOT_FOUND');
  const recipient = {
    name: order.recipient_name,
    phone: order.recipient_phone,
    address: [order.recipient_address1, order.recipient_address2].filter(Boolean).join(' '),
    zipCode: order.recipient_zip,
  };
  const packed: PackedParcel[] = [];
  for (const parcel of parcels) {
    if (parcel.invoiceNo !== undefined) {
      packed.push({ parcelCompany: parcel.parcelCompany ?? null, invoiceNo: parcel.invoiceNo });
      continue;
    }
    const parcelCompany = parcel.parcelCompany ?? sender.parcelCompany ?? DEFAULT_PARCEL_COMPANY;
    const waybill = await issueWaybill(deps, {
      parcelCompany,
      kind: 'outbound',
      reference: order.order_no,
      sender,
      recipient,
    });
    packed.push({ parcelCompany, invoiceNo: waybill.invoiceNo });
  }
  return packed;
}
