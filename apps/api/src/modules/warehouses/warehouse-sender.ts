import type { ParcelCompany } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findWarehouseShippingRow } from './warehouses.repository.ts';

/** The warehouse as the sender of the parcels it packs (waybills, labels). */
export interface WarehouseSender {
  name: string;
  phone: string;
  address: string;
  zipCode: string;
  /** The carrier its parcels go with unless the floor picks another; null: the service default. */
  parcelCompany: ParcelCompany | null;
}

/**
 * A warehouse as sender, undefined when there is none. Missing postal code, phone or address are
 * empty strings: the carrier then refuses the waybill (WAYBILL_REFUSED), which tells staff what
 * to fill in, rather than Baro guessing a sender.
 */
export async function findWarehouseSender(
  db: Kysely<Database>,
  warehouseId: string,
): Promise<WarehouseSender | undefined> {
  const row = await findWarehouseShippingRow(db, warehouseId);
  if (!row) return undefined;
  return {
    name: row.name,
    phone: row.phone ?? '',
    address: row.address ?? '',
    zipCode: row.zip_code ?? '',
    parcelCompany: row.parcel_company,
  };
}
