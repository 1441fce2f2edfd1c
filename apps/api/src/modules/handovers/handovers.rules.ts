import type { ErrorCode, HandoverStatus, ParcelCompany } from '@baro/core';

// Pure decisions of a carrier handover (issue 15): what a scanned waybill does to a manifest, what
// closing and removing allow, and which orders a close ships.

/** A parcel of the warehouse carrying the scanned waybill (orders.api's `WaybillParcel`). */
export interface ScannedParcel {
  parcelId: string;
  parcelCompany: ParcelCompany;
  orderStatus: string;
}

/** Where a parcel already is: on which manifest, and whether that one is open or closed. */
export interface Placement {
  handoverId: string;
  status: HandoverStatus;
}

export type ScanDecision<P extends ScannedParcel> =
  | { kind: 'add'; parcel: P }
  | { kind: 'already' }
  | { kind: 'refuse'; code: ErrorCode };

/**
 * What scanning a waybill into the manifest does. A closed manifest takes nothing; the parcel of
 * the manifest's carrier is the one meant (a waybill only of another carrier: wrong carrier; of
 * none: unknown); a parcel already on this manifest is a harmless repeat, one on another open
 * manifest or already handed over is refused; only a packed order's parcel goes on.
 */
export function decideScan<P extends ScannedParcel>(input: {
  handover: { id: string; status: HandoverStatus; parcelCompany: ParcelCompany };
  parcels: readonly P[];
  placements: ReadonlyMap<string, Placement>;
}): ScanDecision<P> {
  const { handover } = input;
  const parcel = input.parcels.find((p) => p.parcelCompany === handover.parcelCompany);
  const placement = parcel ? input.placements.get(parcel.parcelId) : undefined;
  if (placement?.handoverId === handover.id) return { kind: 'already' };
  if (handover.status !== 'open') return { kind: 'refuse', code: 'HANDOVER_CLOSED' };
  if (!parcel)
    return {
      kind: 'refuse',
      code: input.parcels.length > 0 ? 'HANDOVER_WRONG_CARRIER' : 'HANDOVER_PARCEL_UNKNOWN',
    };
  if (placement)
    return {
      kind: 'refuse',
      code: placement.status === 'open' ? 'HANDOVER_PARCEL_ON_OTHER' : 'HANDOVER_PARCEL_HANDED_OVER',
    };
  if (parcel.orderStatus !== 'packed') return { kind: 'refuse', code: 'HANDOVER_PARCEL_NOT_PACKED' };
  return { kind: 'add', parcel };
}

/** Why a parcel cannot be removed from a manifest in `status` (null: it can). */
export function removeParcelError(status: HandoverStatus): ErrorCode | null {
  return status === 'open' ? null : 'HANDOVER_CLOSED';
}

/**
 * Closing: a closed manifest again is a harmless repeat ('already'); an empty one is refused;
 * otherwise it closes.
 */
export function decideClose(status: HandoverStatus, parcelCount: number): 'close' | 'already' | ErrorCode {
  if (status === 'closed') return 'already';
  if (parcelCount === 0) return 'HANDOVER_EMPTY';
  return 'close';
}

/**
 * The orders a close ships: those on the manifest whose every parcel with a waybill is now with
 * the carrier (on this manifest or an earlier closed one). An order packed into parcels of two
 * carriers ships when the last of its manifests closes; one whose other parcel is still on the
 * shelf stays packed. In the order the manifest lists them, each once.
 */
export function ordersToShip(input: {
  onManifest: readonly { parcelId: string; orderId: string }[];
  orderParcels: readonly { parcelId: string; orderId: string }[];
  handedOver: ReadonlySet<string>;
}): string[] {
  const handed = new Set(input.handedOver);
  for (const p of input.onManifest) handed.add(p.parcelId);
  const waiting = new Set(input.orderParcels.filter((p) => !handed.has(p.parcelId)).map((p) => p.orderId));
  const orders: string[] = [];
  for (const p of input.onManifest) {
    if (waiting.has(p.orderId) || orders.includes(p.orderId)) continue;
    orders.push(p.orderId);
  }
  return orders;
}
