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
    /** False once deactivated at the desk: it takes no stock in until activated again. */
    active: z.boolean(),
    /** Stock kept here (every SKU together). */
    stock: stockLevelSchema,
  })
  .meta({ id: 'WarehouseLocation' });
export type WarehouseLocation = z.infer<typeof warehouseLocationSchema>;

export const WAREHOUSE_LOCATION_STATES = ['active', 'inactive'] as const;
export type WarehouseLocationState = (typeof WAREHOUSE_LOCATION_STATES)[number];

/**
 * `GET /api/warehouse/locations?q=&kind=&state=&page=&size=` (a worker: their warehouse; staff:
 * `warehouseId`): by code; `q` is the start of a code, `state` active or deactivated ones only.
 */
export const warehouseLocationListQuerySchema = pageQuerySchema.extend({
  q: z.string().max(40).optional(),
  kind: warehouseLocationKindSchema.optional(),
  state: z.enum(WAREHOUSE_LOCATION_STATES).optional(),
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

/**
 * `PATCH /api/warehouse/locations/{id}`: another code (409 CONFLICT when the warehouse has it) or
 * kind (only while the location holds no stock: LOCATION_NOT_EMPTY). The built-in areas are not
 * changed, and no location takes their codes (LOCATION_BUILT_IN).
 */
export const updateWarehouseLocationRequestSchema = z.strictObject({
  code: warehouseLocationCodeSchema.optional(),
  kind: warehouseLocationKindSchema.optional(),
});
export type UpdateWarehouseLocationRequest = z.input<typeof updateWarehouseLocationRequestSchema>;

/** Location labels one request prints. */
export const MAX_LOCATION_LABELS = 100;

/**
 * `POST /api/warehouse/locations/labels`: the labels of these locations (of the caller's warehouse;
 * any other id is 404) as one PDF, a 4×6 in label each with the Code 128 of the code, as a download link.
 */
export const locationLabelsRequestSchema = z.strictObject({
  ids: z.array(z.string().max(60)).min(1).max(MAX_LOCATION_LABELS),
});
export type LocationLabelsRequest = z.infer<typeof locationLabelsRequestSchema>;

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
