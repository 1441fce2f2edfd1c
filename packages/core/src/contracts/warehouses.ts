import { z } from 'zod';
import { isCutOffTime } from '../fulfillment/promised-ship-date.ts';
import {
  LOCATION_CODE_PATTERN,
  normalizeLocationCode,
  WAREHOUSE_LOCATION_KINDS,
} from '../fulfillment/stock.ts';
import { pageOf, pageQuerySchema, textField } from './common.ts';
import { fulfillmentSays, koreanPhoneSchema, stockLevelSchema, zipCodeSchema } from './fulfillment-common.ts';
import { parcelCompanySchema } from './tracking.ts';

// Warehouses and their locations (issue 13). Each warehouse has a daily cut-off (Seoul time,
// default 13:00): orders before it on a business day ship the same day. Locations are
// zone-aisle-rack-level-bin codes (`A-01-02-03-04`); special areas have their own kinds.

export const warehouseLocationKindSchema = z.enum(WAREHOUSE_LOCATION_KINDS);
export type LocationKindValue = z.infer<typeof warehouseLocationKindSchema>;

/** A location code as typed or scanned, upper-cased; zone-aisle-rack-level-bin. */
export const warehouseLocationCodeSchema = z
  .string()
  .max(40)
  .overwrite(normalizeLocationCode)
  .refine((value) => LOCATION_CODE_PATTERN.test(value), fulfillmentSays('locationCode'));

export const cutOffTimeSchema = z.string().max(5).refine(isCutOffTime, fulfillmentSays('cutOffTime'));

export const warehouseSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    /** `HH:mm`, Seoul time. */
    cutOffTime: z.string(),
    /** The sender's postal code and phone on waybills and labels (issue 14); null until staff set them. */
    zipCode: z.string().nullable(),
    phone: z.string().nullable(),
    /** The carrier its parcels go with unless the floor picks another (null: the service default, CJ대한통운). */
    parcelCompany: parcelCompanySchema.nullable(),
  })
  .meta({ id: 'Warehouse' });
export type Warehouse = z.infer<typeof warehouseSchema>;
export const warehouseListSchema = z.array(warehouseSchema);

/** `PATCH /api/admin/warehouses/{id}` (staff). */
export const updateWarehouseRequestSchema = z.strictObject({
  name: textField(100).optional(),
  address: textField(300).optional(),
  cutOffTime: cutOffTimeSchema.optional(),
  zipCode: zipCodeSchema.nullable().optional(),
  phone: koreanPhoneSchema.nullable().optional(),
  parcelCompany: parcelCompanySchema.nullable().optional(),
});
export type UpdateWarehouseRequest = z.infer<typeof updateWarehouseRequestSchema>;

export const warehouseLocationSchema = z
  .object({
    id: z.string(),
    warehouseId: z.string(),
    code: z.string(),
    kind: warehouseLocationKindSchema,
    /** Stock kept here (every SKU together). */
    stock: stockLevelSchema,
  })
  .meta({ id: 'WarehouseLocation' });
export type WarehouseLocation = z.infer<typeof warehouseLocationSchema>;

/** `GET /api/warehouse/locations?q=&kind=&page=&size=` (a worker: their warehouse; staff: `warehouseId`). */
export const warehouseLocationListQuerySchema = pageQuerySchema.extend({
  q: z.string().max(40).optional(),
  kind: warehouseLocationKindSchema.optional(),
  warehouseId: z.string().max(60).optional(),
});
export type WarehouseLocationListQuery = z.input<typeof warehouseLocationListQuerySchema>;
export const warehouseLocationPageSchema = pageOf(warehouseLocationSchema);

/** `POST /api/warehouse/locations` (staff give `warehouseId`; a worker's is their own). */
export const createWarehouseLocationRequestSchema = z.strictObject({
  code: warehouseLocationCodeSchema,
  kind: warehouseLocationKindSchema.default('storage'),
  warehouseId: z.string().max(60).optional(),
});
export type CreateWarehouseLocationRequest = z.input<typeof createWarehouseLocationRequestSchema>;

/** `GET /api/admin/warehouses/{id}/locations?q=&kind=&page=&size=` (staff): one warehouse's locations by code. */
export const adminWarehouseLocationListQuerySchema = warehouseLocationListQuerySchema.omit({
  warehouseId: true,
});
export type AdminWarehouseLocationListQuery = z.input<typeof adminWarehouseLocationListQuerySchema>;

/** `POST /api/admin/warehouses/{id}/locations` (staff, audited): a new location in that warehouse. */
export const adminCreateWarehouseLocationRequestSchema = createWarehouseLocationRequestSchema.omit({
  warehouseId: true,
});
export type AdminCreateWarehouseLocationRequest = z.input<typeof adminCreateWarehouseLocationRequestSchema>;
