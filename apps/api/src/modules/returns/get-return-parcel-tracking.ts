import type { ParcelRef, ParcelTracking } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type CarrierServices, getParcelTracking } from '../carriers/carriers.api.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { findTeamReturnParcel } from './returns.repository.ts';

/**
 * `GET /api/fulfillment/returning/user/tracking/parcel?invoiceNo=&parcelCompany=` (SPEC §7): the
 * tracking of the collection parcel of one of the team's returns, the carrier's latest. A number
 * that is not on one of the team's returns is 404, whoever else it belongs to; a parcel not (yet)
 * followed answers `information_received` without events.
 */
export async function getReturnParcelTracking(
  deps: { db: Kysely<Database>; now: () => Date; carriers: CarrierServices },
  customer: FulfillmentCustomer,
  ref: ParcelRef,
): Promise<ParcelTracking> {
  const parcel = await findTeamReturnParcel(deps.db, customer.teamId, ref.parcelCompany, ref.invoiceNo);
  if (!parcel) throw new AppError('NOT_FOUND');
  const tracking = await getParcelTracking(deps, ref.parcelCompany, ref.invoiceNo);
  return (
    tracking ?? {
      parcelCompany: ref.parcelCompany,
      invoiceNo: ref.invoiceNo,
      status: 'information_received',
      events: [],
    }
  );
}
