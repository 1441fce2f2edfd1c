import type { Warehouse } from '@baro/core';
import type { WarehouseRow } from './warehouses.repository.ts';

export function presentWarehouse(row: WarehouseRow): Warehouse {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    address: row.address,
    cutOffTime: row.cut_off_time,
    zipCode: row.zip_code,
    phone: row.phone,
    parcelCompany: row.parcel_company,
  };
}
