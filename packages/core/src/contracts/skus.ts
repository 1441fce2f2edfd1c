import { z } from 'zod';
import {
  BARCODE_TYPES,
  barcodeProblem,
  MAX_BARCODE_LENGTH,
  normalizeBarcode,
} from '../fulfillment/barcodes.ts';
import { KIT_STATUSES } from '../fulfillment/kit-status.ts';
import { MOVEMENT_KINDS, WAREHOUSE_LOCATION_KINDS } from '../fulfillment/stock.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import { instantSchema, pageOf, pageQuerySchema, textField } from './common.ts';
import type { NumberLimit } from './estimates.ts';
import { fulfillmentSays, quantitySchema, stockLevelSchema } from './fulfillment-common.ts';

// SKUs and group SKUs (kits) of a customer team (issue 13, SPEC §3 "SKU detail", "group SKU
// detail"; `GET /api/fulfillment/sku/{skuId}` and `/group/{groupSkuId}` of SPEC §7). A numeric
// barcode of 13 or 12 digits must carry a valid EAN-13/UPC-A check digit; any other is Code 128;
// a SKU without one gets a generated Code 128 barcode. Barcodes are unique within a team.

export const barcodeTypeSchema = z.enum(BARCODE_TYPES);
export const movementKindSchema = z.enum(MOVEMENT_KINDS);

export const barcodeSchema = z
  .string()
  .max(MAX_BARCODE_LENGTH * 2)
  .overwrite(normalizeBarcode)
  .superRefine((value, ctx) => {
    const problem = barcodeProblem(value);
    if (!problem) return;
    const id =
      problem === 'checkDigit'
        ? 'barcodeCheckDigit'
        : problem === 'length'
          ? 'barcodeLength'
          : 'barcodeCharacters';
    ctx.addIssue({ code: 'custom', message: id, ...fulfillmentSays(id) });
  });

/** HS code: 6 digits (international) or 10 (HSK); dots and hyphens tidied away. */
export const hsCodeSchema = z
  .string()
  .max(20)
  .overwrite((value) => value.normalize('NFKC').replace(/[\s.-]/g, ''))
  .refine((value) => /^(\d{6}|\d{10})$/.test(value), fulfillmentSays('hsCode'));

/** ISO 3166-1 alpha-2, upper-cased. */
export const countryCodeSchema = z
  .string()
  .max(4)
  .overwrite((value) => value.normalize('NFKC').trim().toUpperCase())
  .refine((value) => /^[A-Z]{2}$/.test(value), fulfillmentSays('countryCode'));

export const MAX_SKU_WEIGHT_GRAMS = 1_000_000;
export const MAX_SKU_LENGTH_MM = 10_000;
export const MAX_SKU_VALUE_KRW = 1_000_000_000_000;
/** Below this much available stock a SKU counts as low on the dashboard, unless the SKU says otherwise. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
/** Longest SKU name, characters. */
export const MAX_SKU_NAME_LENGTH = 200;

/**
 * The numbers of a SKU, once: the contract checks them (400 with `fields`) and the SKU form shows
 * them as range hints and refuses what is outside with the same words — never clamps.
 */
export const SKU_LIMITS = deepFreeze({
  weightGrams: { min: 1, max: MAX_SKU_WEIGHT_GRAMS, decimals: 0 },
  lengthMm: { min: 1, max: MAX_SKU_LENGTH_MM, decimals: 0 },
  widthMm: { min: 1, max: MAX_SKU_LENGTH_MM, decimals: 0 },
  heightMm: { min: 1, max: MAX_SKU_LENGTH_MM, decimals: 0 },
  valueKrw: { min: 0, max: MAX_SKU_VALUE_KRW, decimals: 0 },
  lowStockThreshold: { min: 0, max: 1_000_000, decimals: 0 },
} satisfies Record<string, NumberLimit>);

const skuNumber = (limit: { min: number; max: number }) => z.number().int().min(limit.min).max(limit.max);

const skuFields = {
  name: textField(MAX_SKU_NAME_LENGTH),
  barcode: barcodeSchema.optional(),
  weightGrams: skuNumber(SKU_LIMITS.weightGrams).optional(),
  lengthMm: skuNumber(SKU_LIMITS.lengthMm).optional(),
  widthMm: skuNumber(SKU_LIMITS.widthMm).optional(),
  heightMm: skuNumber(SKU_LIMITS.heightMm).optional(),
  valueKrw: skuNumber(SKU_LIMITS.valueKrw).optional(),
  hsCode: hsCodeSchema.optional(),
  originCountry: countryCodeSchema.optional(),
  /** Available stock at or below which the dashboard lists the SKU as low (default 10). */
  lowStockThreshold: skuNumber(SKU_LIMITS.lowStockThreshold).optional(),
};

/** `POST /api/fulfillment/sku` → 201 the SKU. */
export const createSkuRequestSchema = z.strictObject(skuFields);
export type CreateSkuRequest = z.input<typeof createSkuRequestSchema>;

/** `PATCH /api/fulfillment/sku/{skuId}`: what is given changes; `null` clears an optional field. */
export const updateSkuRequestSchema = z.strictObject({
  name: skuFields.name.optional(),
  barcode: barcodeSchema.optional(),
  weightGrams: skuFields.weightGrams.unwrap().nullable().optional(),
  lengthMm: skuFields.lengthMm.unwrap().nullable().optional(),
  widthMm: skuFields.widthMm.unwrap().nullable().optional(),
  heightMm: skuFields.heightMm.unwrap().nullable().optional(),
  valueKrw: skuFields.valueKrw.unwrap().nullable().optional(),
  hsCode: hsCodeSchema.nullable().optional(),
  originCountry: countryCodeSchema.nullable().optional(),
  lowStockThreshold: skuFields.lowStockThreshold.unwrap().optional(),
});
export type UpdateSkuRequest = z.input<typeof updateSkuRequestSchema>;

export const skuParamsSchema = z.strictObject({ skuId: z.string().max(60) });
export const groupSkuParamsSchema = z.strictObject({ groupSkuId: z.string().max(60) });

export const skuSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    barcode: z.string(),
    barcodeType: barcodeTypeSchema,
    weightGrams: z.number().int().nullable(),
    lengthMm: z.number().int().nullable(),
    widthMm: z.number().int().nullable(),
    heightMm: z.number().int().nullable(),
    valueKrw: z.number().int().nullable(),
    hsCode: z.string().nullable(),
    originCountry: z.string().nullable(),
    lowStockThreshold: z.number().int(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Sku' });
export type Sku = z.infer<typeof skuSchema>;

export const skuListItemSchema = skuSchema.extend({ stock: stockLevelSchema }).meta({ id: 'SkuListItem' });
export type SkuListItem = z.infer<typeof skuListItemSchema>;

/** `GET /api/fulfillment/sku?q=&page=&size=&sort=`: `q` matches name or barcode. */
export const SKU_SORTS = ['newest', 'name', 'available'] as const;
export const skuListQuerySchema = pageQuerySchema.extend({
  q: z.string().max(100).optional(),
  sort: z.enum(SKU_SORTS).default('newest'),
  lowStock: z.enum(['true', 'false']).optional(),
});
export type SkuListQuery = z.input<typeof skuListQuerySchema>;
export const skuPageSchema = pageOf(skuListItemSchema);

/** Stock of a SKU at one location. */
export const locationStockSchema = z.object({
  locationCode: z.string(),
  kind: z.enum(WAREHOUSE_LOCATION_KINDS),
  /** The warehouse the location is in: its id (for the next request) and its code (to show). */
  warehouseId: z.string(),
  warehouseCode: z.string(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
});
export type LocationStock = z.infer<typeof locationStockSchema>;

/** On hand, reserved and available for sale, quarantined apart, and per location. */
export const skuStockSchema = stockLevelSchema.extend({
  quarantined: z.number().int(),
  locations: z.array(locationStockSchema),
});
export type SkuStock = z.infer<typeof skuStockSchema>;

/** One ledger movement as the customer and the warehouse see it. */
export const stockMovementSchema = z
  .object({
    id: z.string(),
    kind: movementKindSchema,
    skuId: z.string(),
    locationCode: z.string(),
    quantity: z.number().int(),
    onHandDelta: z.number().int(),
    reservedDelta: z.number().int(),
    /** What caused it: an order, inbound, return or adjustment, with the number people read. */
    reference: z.object({ type: z.string(), id: z.string(), label: z.string() }).nullable(),
    reason: z.string().nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** `GET /api/fulfillment/sku/{skuId}`: the SKU, its stock and its latest movements (SPEC §3 "SKU detail"). */
export const skuDetailSchema = skuSchema
  .extend({ stock: skuStockSchema, movements: z.array(stockMovementSchema) })
  .meta({ id: 'SkuDetail' });
export type SkuDetail = z.infer<typeof skuDetailSchema>;

/** `GET /api/fulfillment/inventory/movements?skuId=&kind=&page=&size=`: newest first. */
export const stockMovementListQuerySchema = pageQuerySchema.extend({
  skuId: z.string().max(60).optional(),
  kind: movementKindSchema.optional(),
});
export type StockMovementListQuery = z.input<typeof stockMovementListQuerySchema>;
export const stockMovementPageSchema = pageOf(stockMovementSchema);

/** `POST /api/fulfillment/sku/import` answer: how many SKUs were created and updated. */
export const skuImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export type SkuImportResult = z.infer<typeof skuImportResultSchema>;

// Group SKUs (kits, 세트 상품)

export const MAX_KIT_COMPONENTS = 30;

export const kitComponentInputSchema = z.strictObject({
  skuId: z.string().max(60),
  quantity: quantitySchema,
});

const componentsSchema = z
  .array(kitComponentInputSchema)
  .min(1)
  .max(MAX_KIT_COMPONENTS)
  .superRefine((components, ctx) => {
    const seen = new Set<string>();
    components.forEach((component, index) => {
      if (seen.has(component.skuId)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'skuId'],
          message: 'duplicateSku',
          ...fulfillmentSays('duplicateSku'),
        });
      }
      seen.add(component.skuId);
    });
  });

/** `POST /api/fulfillment/group` → 201 the kit. */
export const createGroupSkuRequestSchema = z.strictObject({
  name: textField(200),
  components: componentsSchema,
});
export type CreateGroupSkuRequest = z.input<typeof createGroupSkuRequestSchema>;

/** `PATCH /api/fulfillment/group/{groupSkuId}`: rename, or replace the components (orders keep what they exploded). */
export const updateGroupSkuRequestSchema = z.strictObject({
  name: textField(200).optional(),
  components: componentsSchema.optional(),
});
export type UpdateGroupSkuRequest = z.input<typeof updateGroupSkuRequestSchema>;

export const groupSkuComponentSchema = z.object({
  skuId: z.string(),
  name: z.string(),
  barcode: z.string(),
  quantity: z.number().int(),
  stock: stockLevelSchema,
});

/**
 * `GET /api/fulfillment/group/{groupSkuId}` (SPEC §3 "group SKU detail"): `available` whole kits.
 * `status` `withdrawn` (철회, `POST …/withdraw`): kept for its orders, but no new order or edit.
 */
export const groupSkuSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(KIT_STATUSES),
    components: z.array(groupSkuComponentSchema),
    /** How many whole kits the components' available stock can make. */
    available: z.number().int(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
    /** When the kit was withdrawn; null while in use. */
    withdrawnAt: instantSchema.nullable(),
  })
  .meta({ id: 'GroupSku' });
export type GroupSku = z.infer<typeof groupSkuSchema>;

/** `GET /api/fulfillment/group?q=&status=&page=&size=`: kits in use (`active`, the default) or withdrawn ones. */
export const groupSkuListQuerySchema = pageQuerySchema.extend({
  q: z.string().max(100).optional(),
  status: z.enum(KIT_STATUSES).optional(),
});
export type GroupSkuListQuery = z.input<typeof groupSkuListQuerySchema>;
export const groupSkuPageSchema = pageOf(groupSkuSchema);

/** `GET /api/fulfillment/inventory?q=&page=&size=`: every SKU with its stock per location. */
export const inventoryListQuerySchema = pageQuerySchema.extend({
  q: z.string().max(100).optional(),
  lowStock: z.enum(['true', 'false']).optional(),
});
export type InventoryListQuery = z.input<typeof inventoryListQuerySchema>;
export const inventoryItemSchema = z
  .object({
    sku: z.object({
      id: z.string(),
      name: z.string(),
      barcode: z.string(),
      lowStockThreshold: z.number().int(),
    }),
    stock: skuStockSchema,
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
export const inventoryPageSchema = pageOf(inventoryItemSchema);
