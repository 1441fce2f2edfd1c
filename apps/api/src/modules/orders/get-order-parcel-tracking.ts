import { type ParcelRef, type ParcelTracking, trackingStatusSchema } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type CarrierServices, getParcelTracking } from '../carriers/carriers.api.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { findTeamParcel } from './orders.repository.ts';

/**
 * `GET /api/fulfillment/parcel/tracking?invoiceNo=&parcelCompany=`: the tracking of a parcel of
 * one of the caller's team's orders, the carrier's latest (read through the carriers module). A
 * number that is not on one of the team's orders is 404, whoever else it belongs to. A parcel
 * Baro does not follow (packed before packing followed parcels) answers its last known status
 * without events.
 */
export async function getOrderParcelTracking(
  deps: { db: Kysely<Database>; now: () => Date; carriers: CarrierServices },
  customer: FulfillmentCustomer,
  ref: ParcelRef,
): Promise<ParcelTracking> {
  const parcel = await findTeamParcel(deps.db, customer.teamId, ref.parcelCompany, ref.invoiceNo);
  if (!parcel) throw new AppError('NOT_FOUND');
  const tracking = await getParcelTracking(deps, ref.parcelCompany, ref.invoiceNo);
  if (tracking) return tracking;
  const status = trackingStatusSchema.safeParse(parcel.status);
  return {
    parcelCompany: ref.parcelCompany,
    invoiceNo: ref.invoiceNo,
    status: status.success ? status.data : 'information_received',
    events: [],
  };
}
