import type { ParcelCompany, TrackingEvent, TrackingStatus } from '@baro/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What changed in a followed parcel, handed to the module that owns it. */
export interface TrackingChange {
  trackedParcelId: string;
  parcelCompany: ParcelCompany;
  invoiceNo: string;
  ownerType: string;
  ownerId: string;
  teamId: string | null;
  previousStatus: TrackingStatus;
  status: TrackingStatus;
  /** Events not seen before, oldest first. */
  newEvents: TrackingEvent[];
  /** Every event, oldest first. */
  events: TrackingEvent[];
  /** Time of the carrier's first scan, when this change contains it. */
  firstScanAt: Date | null;
  /** Time of delivery, when this change contains it. */
  deliveredAt: Date | null;
  /** The parcel is back with its sender (the carrier finished a return-to-sender). */
  returnedToSender: boolean;
}

/**
 * Called inside the transaction that records the change, so the owner's own state (an order moving
 * to shipped or delivered, a return to in transit or arrived) commits with it or not at all.
 */
export type TrackingOwnerHandler = (trx: Transaction<Database>, change: TrackingChange) => Promise<void>;

/**
 * Which module owns which kind of followed parcel (`order`, `return`, …). The composition root
 * registers each owner's handler once at start-up; parcels of an owner type nobody registered are
 * still followed, just without anyone told.
 */
export class TrackingOwners {
  readonly #handlers = new Map<string, TrackingOwnerHandler>();

  register(ownerType: string, handler: TrackingOwnerHandler): void {
    if (!/^[a-z_]{1,30}$/.test(ownerType)) throw new Error(`invalid owner type ${ownerType}`);
    if (this.#handlers.has(ownerType)) throw new Error(`owner type ${ownerType} is already registered`);
    this.#handlers.set(ownerType, handler);
  }

  handlerFor(ownerType: string): TrackingOwnerHandler | undefined {
    return this.#handlers.get(ownerType);
  }
}
