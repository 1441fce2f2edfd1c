import type { ParcelCompany } from '@baro/core';
import type { Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { releaseTrackedParcel, upsertTrackedParcel } from './carriers.repository.ts';

export interface FollowParcelRequest {
  parcelCompany: ParcelCompany;
  invoiceNo: string;
  /** The owning module's kind of object (`order`, `return`) and its id. */
  ownerType: string;
  ownerId: string;
  /** The customer team, for webhooks; null for parcels of no team. */
  teamId: string | null;
  now: Date;
}

/**
 * Starts following a parcel's tracking inside the caller's transaction (the order becoming packed,
 * a return getting its waybill): the poll job asks the carrier from now on, with backoff, until
 * delivery, a completed return to sender, or the give-up limit, and tells the owner's registered
 * handler about every change. Following the same number again is harmless.
 */
export async function followParcel(trx: Transaction<Database>, request: FollowParcelRequest) {
  const row = await upsertTrackedParcel(trx, {
    id: newId('tpc'),
    parcel_company: request.parcelCompany,
    invoice_no: request.invoiceNo,
    owner_type: request.ownerType,
    owner_id: request.ownerId,
    team_id: request.teamId,
    next_poll_at: request.now,
    now: request.now,
  });
  return { trackedParcelId: row.id };
}

/** Stops following a parcel (an order cancelled after packing, a waybill replaced). */
export async function unfollowParcel(
  trx: Transaction<Database>,
  parcelCompany: ParcelCompany,
  invoiceNo: string,
  now: Date,
): Promise<void> {
  await releaseTrackedParcel(trx, parcelCompany, invoiceNo, now);
}
