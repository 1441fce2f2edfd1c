import type { LabelSorting, ParcelCompany } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { CarrierError, type WaybillProvider, type WaybillRequest } from './carrier-network.ts';
import type { CarrierServices } from './carrier-services.ts';
import { insertWaybill } from './carriers.repository.ts';

export interface IssuedWaybill {
  parcelCompany: ParcelCompany;
  invoiceNo: string;
  sorting: LabelSorting;
  provider: WaybillProvider;
  issuedAt: Date;
}

/**
 * Gets a waybill number (채번) from the carrier chosen for the parcel, with the sorting codes its
 * label needs. Call it outside a transaction (it may wait seconds for the carrier) and attach
 * the number in the transaction that follows; an unused number costs nothing at the carrier.
 * A carrier's refusal (an address it cannot route) is 422 WAYBILL_REFUSED; no answer, or no
 * issuer configured, is 503 CARRIER_UNAVAILABLE.
 */
export async function issueWaybill(
  deps: { db: Kysely<Database>; now: () => Date; carriers: CarrierServices },
  request: WaybillRequest,
): Promise<IssuedWaybill> {
  const issuer = deps.carriers.issuerFor(request.parcelCompany);
  if (!issuer) throw new AppError('CARRIER_UNAVAILABLE');
  try {
    const waybill = await issuer.issue(request);
    const issuedAt = deps.now();
    // The simulated network records its own numbers; real ones are recorded here, for the label.
    if (issuer.provider !== 'simulated') {
      await insertWaybill(deps.db, {
        parcel_company: request.parcelCompany,
        invoice_no: waybill.invoiceNo,
        provider: issuer.provider,
        kind: request.kind,
        reference: request.reference,
        sorting: waybill.sorting,
        sender_zip: request.sender.zipCode,
        recipient_zip: request.recipient.zipCode,
        issued_at: issuedAt,
      });
    }
    return { parcelCompany: request.parcelCompany, ...waybill, provider: issuer.provider, issuedAt };
  } catch (error) {
    if (error instanceof CarrierError) {
      throw new AppError(error.kind === 'unavailable' ? 'CARRIER_UNAVAILABLE' : 'WAYBILL_REFUSED', {
        cause: error,
      });
    }
    throw error;
  }
}
