import { z } from 'zod';
import { INBOUND_STATUSES } from '../fulfillment/inbound-status.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import { instantSchema, pageOf, pageQuerySchema, textField } from './common.ts';
import type { NumberLimit } from './estimates.ts';
import {
  countsOf,
  fulfillmentSays,
  quantitySchema,
  skuRefSchema,
  statusHistoryEntrySchema,
  warehouseRefSchema,
} from './fulfillment-common.ts';
import { calendarDateSchema } from './reference.ts';
import { warehouseLocationCodeSchema } from './warehouses.ts';

// Inbound (입고, issue 13): the customer announces what arrives and when; the warehouse marks
// the arrival, receives counted quantities (partial receipts allowed) into locations, and
// closes it. Over and short quantities are kept as discrepancies. Received stock is available at
// once. Box labels (PDF, Code 128 + Hangul) go on every box.

export const inboundStatusSchema = z.enum(INBOUND_STATUSES);
export type InboundStatusValue = z.infer<typeof inboundStatusSchema>;

export const MAX_INBOUND_ITEMS = 200;
export const MAX_INBOUND_BOXES = 500;
/** The boxes of one inbound, as the form shows it (the range hint) and the contract checks it. */
export const INBOUND_BOXES_LIMIT = deepFreeze({
  min: 1,
  max: MAX_INBOUND_BOXES,
  decimals: 0,
} satisfies NumberLimit);
/** How far ahead an inbound may be announced. */
export const MAX_INBOUND_LEAD_DAYS = 90;

const distinctSkus = <T extends { skuId: string }>(items: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.skuId)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'skuId'],
        message: 'duplicateSku',
        ...fulfillmentSays('duplicateSku'),
      });
    }
    seen.add(item.skuId);
  });
};

/** The most characters of an inbound request's memo to the warehouse (the form counts against it). */
export const MAX_INBOUND_MEMO_LENGTH = 1000;

/** `POST /api/fulfillment/inbound` → 201 `{id, status: "requested", …}`. `expectedDate` is a Seoul day, today to 90 days ahead. */
export const createInboundRequestSchema = z.strictObject({
  expectedDate: calendarDateSchema,
  items: z
    .array(z.strictObject({ skuId: z.string().max(60), quantity: quantitySchema }))
    .min(1)
    .max(MAX_INBOUND_ITEMS)
    .superRefine(distinctSkus),
  boxes: z.number().int().min(INBOUND_BOXES_LIMIT.min).max(INBOUND_BOXES_LIMIT.max).optional(),
  memo: textField(MAX_INBOUND_MEMO_LENGTH).optional(),
});
export type CreateInboundRequest = z.input<typeof createInboundRequestSchema>;

/** `POST /api/warehouse/inbound/{id}/receive`: counted lines; without a location they go to receiving. */
export const receiveInboundRequestSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        skuId: z.string().max(60),
        quantity: quantitySchema,
        locationCode: warehouseLocationCodeSchema.optional(),
      }),
    )
    .min(1)
    .max(MAX_INBOUND_ITEMS),
});
export type ReceiveInboundRequest = z.input<typeof receiveInboundRequestSchema>;

/**
 * `POST /api/warehouse/inbound/{id}/arrive` and `…/complete`, `POST /api/fulfillment/inbound/{id}/cancel`:
 * an optional note kept in the status history. Completing closes the inbound with what was counted;
 * anything still missing becomes a `short` discrepancy.
 */
export const inboundNoteRequestSchema = z.strictObject({ note: textField(300).optional() });
export type InboundNoteRequest = z.input<typeof inboundNoteRequestSchema>;

export const inboundItemSchema = skuRefSchema.extend({
  expectedQuantity: z.number().int(),
  receivedQuantity: z.number().int(),
});

export const inboundDiscrepancySchema = skuRefSchema.extend({
  expected: z.number().int(),
  received: z.number().int(),
  kind: z.enum(['over', 'short', 'unexpected']),
});

export const inboundReceiptSchema = z.object({
  skuId: z.string(),
  quantity: z.number().int(),
  locationCode: z.string(),
  receivedAt: instantSchema,
});

export const inboundSchema = z
  .object({
    id: z.string(),
    /** The number people read and write on boxes (`IB260304-0001`). */
    inboundNo: z.string(),
    status: inboundStatusSchema,
    expectedDate: z.string(),
    boxes: z.number().int(),
    memo: z.string().nullable(),
    teamName: z.string(),
    warehouse: warehouseRefSchema.extend({ address: z.string().nullable() }),
    items: z.array(inboundItemSchema),
    receipts: z.array(inboundReceiptSchema),
    discrepancies: z.array(inboundDiscrepancySchema),
    history: z.array(statusHistoryEntrySchema(inboundStatusSchema)),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Inbound' });
export type Inbound = z.infer<typeof inboundSchema>;

export const inboundListItemSchema = z
  .object({
    id: z.string(),
    inboundNo: z.string(),
    status: inboundStatusSchema,
    expectedDate: z.string(),
    boxes: z.number().int(),
    teamName: z.string(),
    skuCount: z.number().int(),
    expectedQuantity: z.number().int(),
    receivedQuantity: z.number().int(),
    createdAt: instantSchema,
  })
  .meta({ id: 'InboundListItem' });

/** `GET /api/fulfillment/inbound?status=&page=&size=` (and `/api/warehouse/inbound`, with `expectedDate=`). */
export const inboundListQuerySchema = pageQuerySchema.extend({
  status: inboundStatusSchema.optional(),
  q: z.string().max(100).optional(),
  expectedDate: calendarDateSchema.optional(),
});
export type InboundListQuery = z.input<typeof inboundListQuerySchema>;
export const inboundPageSchema = pageOf(inboundListItemSchema).extend({ counts: countsOf(INBOUND_STATUSES) });
export type InboundPage = z.infer<typeof inboundPageSchema>;
