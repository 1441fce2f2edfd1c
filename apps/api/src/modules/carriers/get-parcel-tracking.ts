import type { ParcelCompany, ParcelTracking, TrackingEvent } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findTrackedParcel } from './carriers.repository.ts';
import { type RefreshDeps, refreshTrackedParcel } from './refresh-tracked-parcel.ts';

/** Tracking read on demand is at most this old; anything older is asked for again first. */
export const TRACKING_FRESH_MS = 60_000;

/**
 * A followed parcel's tracking for its owner's read endpoints (the caller has already checked that
 * the parcel is the reader's): refreshed from the carrier first when the last poll is older than a
 * minute and the parcel is still followed, so a person looking at it sees the carrier's latest.
 * Undefined when Baro does not follow the number.
 */
export async function getParcelTracking(
  deps: RefreshDeps & { db: Kysely<Database> },
  parcelCompany: ParcelCompany,
  invoiceNo: string,
): Promise<ParcelTracking | undefined> {
  let row = await findTrackedParcel(deps.db, parcelCompany, invoiceNo);
  if (!row) return undefined;
  const stale =
    !row.last_polled_at || deps.now().getTime() - row.last_polled_at.getTime() > TRACKING_FRESH_MS;
  if (!row.stopped_at && stale) {
    await refreshTrackedParcel(deps, row, { skipLocked: true });
    row = (await findTrackedParcel(deps.db, parcelCompany, invoiceNo)) ?? row;
  }
  return {
    parcelCompany: row.parcel_company,
    invoiceNo: row.invoice_no,
    status: row.status,
    events: row.events as unknown as TrackingEvent[],
  };
}
