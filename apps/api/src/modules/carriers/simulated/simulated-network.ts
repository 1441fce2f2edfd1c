import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { CarrierError, type TrackingProvider, type WaybillIssuer } from '../carrier-network.ts';
import { findWaybill, insertWaybill } from '../carriers.repository.ts';
import { simulatedEvents } from './simulated-history.ts';
import { simulatedInvoiceNo, simulatedSorting } from './simulated-numbers.ts';

export interface SimulatedNetworkDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** How many times faster than real time parcels move (1 = real time). */
  speed: number;
}

/**
 * The embedded default carrier network: issues waybills for every carrier (recorded in
 * `carrier_waybills`, which is its "carrier database") and tells each one's story as time passes.
 * Like a real carrier it refuses an address it cannot route and does not know numbers it did not
 * issue.
 */
export function createSimulatedNetwork(deps: SimulatedNetworkDeps): {
  issuer: WaybillIssuer;
  tracking: TrackingProvider;
} {
  const issuer: WaybillIssuer = {
    provider: 'simulated',
    async issue(request) {
      for (const party of [request.sender, request.recipient]) {
        if (!/^\d{5}$/.test(party.zipCode) || party.address.trim().length < 5) {
          throw new CarrierError('refused', '주소 정제 실패: 우편번호 또는 주소를 확인하세요');
        }
      }
      const sorting = simulatedSorting(request.parcelCompany, request.recipient.zipCode);
      for (let attempt = 0; attempt < 5; attempt++) {
        const invoiceNo = simulatedInvoiceNo(request.parcelCompany);
        const inserted = await insertWaybill(deps.db, {
          parcel_company: request.parcelCompany,
          invoice_no: invoiceNo,
          provider: 'simulated',
          kind: request.kind,
          reference: request.reference,
          sorting,
          sender_zip: request.sender.zipCode,
          recipient_zip: request.recipient.zipCode,
          issued_at: deps.now(),
        });
        if (inserted) return { invoiceNo, sorting };
      }
      throw new CarrierError('unavailable', 'could not find a free simulated invoice number');
    },
    sortingFor: (parcelCompany, recipient) => simulatedSorting(parcelCompany, recipient.zipCode),
  };

  const tracking: TrackingProvider = {
    name: 'simulated',
    async track(parcelCompany, invoiceNo) {
      const waybill = await findWaybill(deps.db, parcelCompany, invoiceNo);
      if (waybill?.provider !== 'simulated') return null;
      return simulatedEvents(
        {
          parcelCompany,
          invoiceNo,
          kind: waybill.kind,
          issuedAt: waybill.issued_at,
          senderZip: waybill.sender_zip,
          recipientZip: waybill.recipient_zip,
        },
        deps.now(),
        deps.speed,
      );
    },
  };

  return { issuer, tracking };
}
