import type { LabelSorting, ParcelCompany } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findWaybill } from './carriers.repository.ts';

/**
 * The sorting codes the carrier gave with a waybill Baro issued (채번), for its label; undefined
 * for a number Baro did not issue (typed at packing), whose sorting the carrier's own label shows.
 */
export async function findWaybillSorting(
  db: Kysely<Database>,
  parcelCompany: ParcelCompany,
  invoiceNo: string,
): Promise<LabelSorting | undefined> {
  return (await findWaybill(db, parcelCompany, invoiceNo))?.sorting;
}
