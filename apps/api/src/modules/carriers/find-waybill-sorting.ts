import type { LabelSorting, ParcelCompany } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { WaybillParty } from './carrier-network.ts';
import type { CarrierServices } from './carrier-services.ts';
import { findWaybill } from './carriers.repository.ts';

/**
 * The sorting codes for a waybill's label: those the carrier gave when Baro issued it (채번); for a
 * number typed at packing, those the carrier that would issue the carrier's waybills gives the
 * recipient's address (주소정제: the simulated network's, which depend on the address only, as
 * an issued waybill's do). Undefined when neither is known (a real carrier without such a call):
 * the carrier's own label has them then.
 */
export async function findWaybillSorting(
  deps: { db: Kysely<Database>; carriers: Pick<CarrierServices, 'issuerFor'> },
  parcelCompany: ParcelCompany,
  invoiceNo: string,
  recipient: Pick<WaybillParty, 'zipCode' | 'address'>,
): Promise<LabelSorting | undefined> {
  const issued = await findWaybill(deps.db, parcelCompany, invoiceNo);
  if (issued) return issued.sorting;
  if (!/^\d{5}$/.test(recipient.zipCode)) return undefined;
  return deps.carriers.issuerFor(parcelCompany)?.sortingFor?.(parcelCompany, recipient);
}
