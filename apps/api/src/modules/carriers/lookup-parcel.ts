import { type ParcelRef, type ParcelTracking, summarizeTrackingStatus } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { CarrierError } from './carrier-network.ts';
import { getParcelTracking } from './get-parcel-tracking.ts';
import type { RefreshDeps } from './refresh-tracked-parcel.ts';

/**
 * `GET /api/tracking/parcel?parcelCompany=&invoiceNo=`: the public tracking lookup, what a
 * carrier's own site shows anyone with the number (status, scans, Seoul times, branch names; no
 * names, addresses or owners). A parcel Baro follows answers from what it keeps (asked again when
 * older than a minute); any other number is asked of the carrier network that answers for it.
 * Unknown to the carrier: 404; the carrier not answering: 503 CARRIER_UNAVAILABLE.
 */
export async function lookupParcel(
  deps: RefreshDeps & { db: Kysely<Database> },
  ref: ParcelRef,
): Promise<ParcelTracking> {
  const followed = await getParcelTracking(deps, ref.parcelCompany, ref.invoiceNo);
  if (followed) return followed;
  let events: Awaited<ReturnType<typeof deps.carriers.track>>;
  try {
    events = await deps.carriers.track(ref.parcelCompany, ref.invoiceNo);
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    if (error.kind === 'bad_request') throw new AppError('NOT_FOUND');
    deps.log?.warn({ err: error, invoiceNo: ref.invoiceNo }, 'public tracking lookup failed');
    throw new AppError('CARRIER_UNAVAILABLE');
  }
  if (!events) throw new AppError('NOT_FOUND');
  return {
    parcelCompany: ref.parcelCompany,
    invoiceNo: ref.invoiceNo,
    status: summarizeTrackingStatus(events),
    events,
  };
}
