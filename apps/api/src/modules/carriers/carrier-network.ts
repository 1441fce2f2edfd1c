import type { LabelSorting, ParcelCompany, TrackingEvent } from '@baro/core';

// One carrier interface, several implementations (issue 14): the simulated network built into
// Baro (the embedded default), DeliveryTracker for tracking, Hanjin's shipper API for waybills.

export interface WaybillParty {
  name: string;
  phone: string;
  /** Road-name address with the detail, one line. */
  address: string;
  zipCode: string;
}

export interface WaybillRequest {
  parcelCompany: ParcelCompany;
  /** `outbound`: warehouse → buyer; `return`: 반품 회수, buyer → warehouse. */
  kind: 'outbound' | 'return';
  /** The owner's reference (an order number), kept with the waybill and printed on the label. */
  reference: string;
  sender: WaybillParty;
  recipient: WaybillParty;
}

/** What a carrier answers to a waybill request: the number (채번) and the label's sorting codes. */
export interface CarrierWaybill {
  invoiceNo: string;
  sorting: LabelSorting;
}

export type WaybillProvider = 'simulated' | 'hanjin';

export interface WaybillIssuer {
  readonly provider: WaybillProvider;
  issue(request: WaybillRequest): Promise<CarrierWaybill>;
  /**
   * The sorting codes the carrier gives a recipient's address (its 주소정제), without issuing a
   * number: what a label needs for a waybill typed at packing. Absent when the carrier's API
   * offers no such call.
   */
  sortingFor?(
    parcelCompany: ParcelCompany,
    recipient: Pick<WaybillParty, 'zipCode' | 'address'>,
  ): LabelSorting;
}

export interface TrackingProvider {
  readonly name: string;
  /** The parcel's events, oldest first; null when the carrier does not know the number (yet). */
  track(parcelCompany: ParcelCompany, invoiceNo: string): Promise<TrackingEvent[] | null>;
}

export type CarrierErrorKind = 'unavailable' | 'refused' | 'bad_request';

/**
 * A carrier system's failure: `unavailable` (no answer, an error of its own, bad credentials —
 * retrying later may help), `refused` (it understood and said no, e.g. an address it cannot
 * route), `bad_request` (it rejected the number or request as malformed).
 */
export class CarrierError extends Error {
  readonly kind: CarrierErrorKind;
  constructor(kind: CarrierErrorKind, message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'CarrierError';
    this.kind = kind;
  }
}

/** Waits for `fetch` at most `timeoutMs`, turning network failures into `unavailable`. */
export async function fetchFromCarrier(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  what: string,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
    throw new CarrierError('unavailable', `${what} ${reason}`, { cause: error });
  }
}
