import { z } from 'zod';
import { instantSchema, pageOf, pageQuerySchema, textField } from './common.ts';
import { fulfillmentSays, MAX_QUANTITY, quantitySchema } from './fulfillment-common.ts';
import { calendarDateSchema } from './reference.ts';
import { locationStockSchema, movementKindSchema, stockMovementSchema } from './skus.ts';
import { warehouseLocationCodeSchema } from './warehouses.ts';

// The warehouse's own stock operations (issue 13, ledger): counted differences (adjust, with a
// reason) and moves between locations (putaway). Both are one atomic conditional change plus
// its movement rows; nothing ever goes below zero or below what orders have reserved.

/** `POST /api/warehouse/stock/adjust`: +n found, −n missing or damaged. */
export const stockAdjustRequestSchema = z.strictObject({
  skuId: z.string().max(60),
  locationCode: warehouseLocationCodeSchema,
  quantity: z
    .number()
    .int()
    .min(-MAX_QUANTITY)
    .max(MAX_QUANTITY)
    .refine((value) => value !== 0, fulfillmentSays('nonZero')),
  reason: textField(300),
  /** Staff name the warehouse they work in (default: 인천 1센터); a worker's is their own. */
  warehouseId: z.string().max(60).optional(),
});
export type StockAdjustRequest = z.input<typeof stockAdjustRequestSchema>;

/** `POST /api/warehouse/stock/move` (putaway, replenishment): from one location to another. */
export const stockMoveRequestSchema = z
  .strictObject({
    skuId: z.string().max(60),
    fromLocationCode: warehouseLocationCodeSchema,
    toLocationCode: warehouseLocationCodeSchema,
    quantity: quantitySchema,
    /** Staff name the warehouse they work in (default: 인천 1센터); a worker's is their own. */
    warehouseId: z.string().max(60).optional(),
  })
  .refine((value) => value.fromLocationCode !== value.toLocationCode, {
    path: ['toLocationCode'],
    ...fulfillmentSays('sameLocation'),
  });
export type StockMoveRequest = z.input<typeof stockMoveRequestSchema>;

/**
 * `POST /api/warehouse/stock/count` (the handheld's count): what was counted of one SKU at a
 * location, `countedAt` when (default: when the server gets it; a time ahead of the server's is
 * taken as now). The balance becomes `counted` plus what the ledger moved there after `countedAt`
 * (the difference computed in the one conditional statement), so a count kept offline and sent
 * later applies no stale difference. Never below what orders reserved (409 INSUFFICIENT_STOCK); a
 * count older than one already recorded there is 409 COUNT_SUPERSEDED. With an Idempotency-Key.
 */
export const stockCountRequestSchema = z.strictObject({
  skuId: z.string().max(60),
  locationCode: warehouseLocationCodeSchema,
  counted: z.number().int().min(0).max(MAX_QUANTITY),
  countedAt: instantSchema.optional(),
  reason: textField(300).optional(),
  /** Staff name the warehouse they work in (default: 인천 1센터); a worker's is their own. */
  warehouseId: z.string().max(60).optional(),
});
export type StockCountRequest = z.input<typeof stockCountRequestSchema>;

/** What a stock change answers: the movements it wrote and the SKU's balances after it. */
export const stockChangeResultSchema = z.object({
  movements: z.array(stockMovementSchema),
  locations: z.array(locationStockSchema),
});
export type StockChangeResult = z.infer<typeof stockChangeResultSchema>;
/** What a count answers: the change, and the difference it applied to on hand (0: it matched). */
export const stockCountResultSchema = stockChangeResultSchema.extend({ difference: z.number().int() });
export type StockCountResult = z.infer<typeof stockCountResultSchema>;

/** `GET /api/warehouse/stock?locationCode=&skuId=&page=&size=`: balances in the caller's warehouse. */
export const warehouseStockQuerySchema = pageQuerySchema.extend({
  locationCode: z.string().max(40).optional(),
  skuId: z.string().max(60).optional(),
  /** A scanned SKU barcode, exactly (the handheld finds the SKU it names). */
  barcode: z.string().max(100).optional(),
  warehouseId: z.string().max(60).optional(),
});
export type WarehouseStockQuery = z.input<typeof warehouseStockQuerySchema>;
export const warehouseStockRowSchema = locationStockSchema.extend({
  sku: z.object({ id: z.string(), name: z.string(), barcode: z.string(), teamName: z.string() }),
});
export const warehouseStockPageSchema = pageOf(warehouseStockRowSchema);

/**
 * `GET /api/admin/stock?warehouseId=&teamId=&q=&page=&size=` (staff): every team's stock by
 * location, by SKU name then location code; `q` matches a SKU's name or barcode or a location code.
 * Balances with nothing on hand or reserved are left out.
 */
export const adminStockQuerySchema = pageQuerySchema.extend({
  warehouseId: z.string().max(60).optional(),
  teamId: z.string().max(60).optional(),
  q: z.string().max(100).optional(),
});
export type AdminStockQuery = z.input<typeof adminStockQuerySchema>;
export const adminStockRowSchema = locationStockSchema
  .extend({
    sku: z.object({ id: z.string(), name: z.string(), barcode: z.string() }),
    team: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'AdminStockRow' });
export type AdminStockRow = z.infer<typeof adminStockRowSchema>;
export const adminStockPageSchema = pageOf(adminStockRowSchema);

/**
 * `POST /api/admin/stock/adjust` (staff): a counted difference at a location of a warehouse, with
 * the reason; one ledger `adjust` movement, audited. −n never goes below what orders reserved
 * (409 INSUFFICIENT_STOCK).
 */
export const adminStockAdjustRequestSchema = stockAdjustRequestSchema.extend({
  warehouseId: z.string().max(60),
});
export type AdminStockAdjustRequest = z.input<typeof adminStockAdjustRequestSchema>;

/**
 * `GET /api/warehouse/movements?skuId=&locationCode=&kind=&reason=&from=&to=&page=&size=`: the
 * ledger of the caller's warehouse (staff: every one, or `warehouseId`), newest first. `reason`
 * matches words of a movement's reason; `from`/`to` are Seoul days, both included.
 */
export const warehouseMovementQuerySchema = pageQuerySchema
  .extend({
    skuId: z.string().max(60).optional(),
    locationCode: z.string().max(40).optional(),
    kind: movementKindSchema.optional(),
    reason: z.string().max(100).optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    warehouseId: z.string().max(60).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    ...fulfillmentSays('dateRangeOrder'),
  });
export type WarehouseMovementQuery = z.input<typeof warehouseMovementQuerySchema>;
/** A movement as the desk lists it: with its SKU, the team it belongs to and who made it (null: the system). */
export const warehouseMovementSchema = stockMovementSchema
  .extend({
    sku: z.object({ id: z.string(), name: z.string(), barcode: z.string() }),
    teamName: z.string(),
    warehouseCode: z.string(),
    actorName: z.string().nullable(),
  })
  .meta({ id: 'WarehouseMovement' });
export type WarehouseMovement = z.infer<typeof warehouseMovementSchema>;
export const warehouseMovementPageSchema = pageOf(warehouseMovementSchema);
