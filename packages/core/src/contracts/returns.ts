import { z } from 'zod';
import { RETURN_OUTCOMES, RETURN_REASONS, RETURN_STATUSES } from '../fulfillment/return-status.ts';
import { instantSchema, pageOf, pageQuerySchema, textField } from './common.ts';
import type { NumberLimit } from './estimates.ts';
import { boundFileSchema, fileKeySchema } from './files.ts';
import {
  addressSchema,
  addressViewSchema,
  countsOf,
  quantitySchema,
  skuRefSchema,
  statusHistoryEntrySchema,
} from './fulfillment-common.ts';
import { orderItemInputSchema, orderParcelSchema } from './shipping-orders.ts';
import { invoiceNoInputSchema, parcelCompanySchema } from './tracking.ts';
import { warehouseLocationCodeSchema } from './warehouses.ts';

/** Photos one inspected line (an item's outcome) may carry. */
export const MAX_RETURN_PHOTOS = 5;

// Returns (반품, issue 13): for a shipped order the customer asks for items back (a kit comes back
// as its components) with a reason and a pickup address; the carrier picks the parcel up, the
// warehouse receives and inspects each item — restock, quarantine or dispose, each a ledger
// movement — and closes the return.

export const returnStatusSchema = z.enum(RETURN_STATUSES);
export const returnReasonSchema = z.enum(RETURN_REASONS);
export const returnOutcomeSchema = z.enum(RETURN_OUTCOMES);

/**
 * How many of an order line may come back, as the return form shows it (0 for none, up to what
 * was shipped): the contract checks each sent quantity (quantitySchema) and the server refuses
 * more than was shipped less what already came back.
 */
export const returnQuantityLimit = (shipped: number): NumberLimit => ({ min: 0, max: shipped, decimals: 0 });

/** The most characters of a return's reason in the customer's words, and of its memo. */
export const MAX_RETURN_REASON_DETAIL_LENGTH = 500;
export const MAX_RETURN_MEMO_LENGTH = 500;

/** `POST /api/fulfillment/returns` → 201 the return. */
export const createReturnRequestSchema = z.strictObject({
  orderId: z.string().max(60),
  items: z.array(orderItemInputSchema).min(1).max(100),
  reason: returnReasonSchema,
  reasonDetail: textField(MAX_RETURN_REASON_DETAIL_LENGTH).optional(),
  pickupAddress: addressSchema,
  memo: textField(MAX_RETURN_MEMO_LENGTH).optional(),
});
export type CreateReturnRequest = z.input<typeof createReturnRequestSchema>;

/**
 * `POST /api/fulfillment/returns/{id}/cancel` (before pickup), `POST /api/warehouse/returns/{id}/arrive`
 * and `…/complete` (after inspection): an optional note kept in the status history.
 */
/** The most a note on a return's step (the customer's cancel reason, a floor note) may say. */
export const MAX_RETURN_NOTE_LENGTH = 300;
export const returnNoteRequestSchema = z.strictObject({ note: textField(MAX_RETURN_NOTE_LENGTH).optional() });
export type ReturnNoteRequest = z.input<typeof returnNoteRequestSchema>;

/** `POST /api/warehouse/returns/{id}/pickup`: the carrier's collection; a missing invoiceNo is issued. */
export const returnPickupRequestSchema = z.strictObject({
  parcelCompany: parcelCompanySchema.optional(),
  invoiceNo: invoiceNoInputSchema.optional(),
});
export type ReturnPickupRequest = z.input<typeof returnPickupRequestSchema>;

/** `POST /api/warehouse/returns/{id}/inspect`: every returned unit gets an outcome. */
export const inspectReturnRequestSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        skuId: z.string().max(60),
        quantity: quantitySchema,
        outcome: returnOutcomeSchema,
        /** Where restocked units go (default: the receiving area). */
        locationCode: warehouseLocationCodeSchema.optional(),
        note: textField(300).optional(),
        /**
         * Photos of the item (the caller's own uploads through `POST /api/file/upload`, pending),
         * bound to this line's inspection record; at most MAX_RETURN_PHOTOS.
         */
        photoKeys: z.array(fileKeySchema).max(MAX_RETURN_PHOTOS).optional(),
      }),
    )
    .min(1)
    .max(200),
});
export type InspectReturnRequest = z.input<typeof inspectReturnRequestSchema>;

export const returnItemSchema = skuRefSchema.extend({
  quantity: z.number().int(),
  restocked: z.number().int(),
  quarantined: z.number().int(),
  disposed: z.number().int(),
});

export const returnSchema = z
  .object({
    id: z.string(),
    returnNo: z.string(),
    status: returnStatusSchema,
    order: z.object({ id: z.string(), orderNo: z.string() }),
    reason: returnReasonSchema,
    reasonDetail: z.string().nullable(),
    memo: z.string().nullable(),
    teamName: z.string(),
    pickupAddress: addressViewSchema,
    items: z.array(returnItemSchema),
    parcel: orderParcelSchema.nullable(),
    history: z.array(statusHistoryEntrySchema(returnStatusSchema)),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Return' });
export type Return = z.infer<typeof returnSchema>;

export const returnListItemSchema = z
  .object({
    id: z.string(),
    returnNo: z.string(),
    status: returnStatusSchema,
    orderNo: z.string(),
    reason: returnReasonSchema,
    teamName: z.string(),
    quantity: z.number().int(),
    createdAt: instantSchema,
  })
  .meta({ id: 'ReturnListItem' });

/** `GET /api/fulfillment/returns?status=&page=&size=` (and `/api/warehouse/returns`). */
export const returnListQuerySchema = pageQuerySchema.extend({
  status: returnStatusSchema.optional(),
  q: z.string().max(100).optional(),
});
export type ReturnListQuery = z.input<typeof returnListQuerySchema>;
export const returnPageSchema = pageOf(returnListItemSchema).extend({ counts: countsOf(RETURN_STATUSES) });
export type ReturnPage = z.infer<typeof returnPageSchema>;

/**
 * `GET /api/fulfillment/returns/{id}/inspections` (and `/api/warehouse/returns/{id}/inspections`):
 * what inspection recorded, one row per inspected line in the order it was recorded — the SKU,
 * how many, the outcome, where the units went, the note and when.
 */
export const returnInspectionSchema = z
  .object({
    sku: skuRefSchema,
    quantity: z.number().int(),
    outcome: returnOutcomeSchema,
    locationCode: z.string(),
    note: z.string().nullable(),
    at: instantSchema,
    /** Photos taken at inspection (download each with `GET /api/file/download?key=`). */
    photos: z.array(boundFileSchema),
  })
  .meta({ id: 'ReturnInspection' });
export type ReturnInspection = z.infer<typeof returnInspectionSchema>;
export const returnInspectionListSchema = z.object({ items: z.array(returnInspectionSchema) });
export type ReturnInspectionList = z.infer<typeof returnInspectionListSchema>;
