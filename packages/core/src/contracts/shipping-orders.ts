import { z } from 'zod';
import { ORDER_STATUSES } from '../fulfillment/order-status.ts';
import { PACKING_BOX_CODES } from '../fulfillment/packing-boxes.ts';
import { instantSchema, pageOf, pageQuerySchema, textField } from './common.ts';
import {
  addressSchema,
  addressViewSchema,
  countsOf,
  fulfillmentSays,
  MAX_QUANTITY,
  quantitySchema,
  skuRefSchema,
  statusHistoryEntrySchema,
  warehouseRefSchema,
} from './fulfillment-common.ts';
import { calendarDateSchema } from './reference.ts';
import { invoiceNoInputSchema, parcelCompanySchema, trackingStatusSchema } from './tracking.ts';

// Shipping orders (출고, issue 13). Creating one reserves its stock at once (`allocated`) or waits
// for stock (`waiting`, allocated oldest first when stock arrives or a cancel frees it). Kits are
// exploded into their components. `promisedShipDate`: today (Seoul) before the warehouse's cut-off
// on a business day, else the next business day. Retries with the same `Idempotency-Key` answer
// the first result. The warehouse picks, packs (parcels with their waybills) and ships.

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatusValue = z.infer<typeof orderStatusSchema>;

export const MAX_ORDER_ITEMS = 100;
/**
 * Different SKUs one order may take once its kits are exploded (100 items of kits of up to 30
 * components could name 3,000). The packing scan carries at most this many lines.
 */
export const MAX_ORDER_SKU_LINES = 500;
/** The limits `sumOrderUnits` checks an order against. */
export const ORDER_UNIT_LIMITS = Object.freeze({ unitsPerSku: MAX_QUANTITY, skuLines: MAX_ORDER_SKU_LINES });

/** One line: a SKU or a kit (exactly one of them) and how many. */
export const orderItemInputSchema = z
  .strictObject({
    skuId: z.string().max(60).optional(),
    groupSkuId: z.string().max(60).optional(),
    quantity: quantitySchema,
  })
  .superRefine((item, ctx) => {
    if ((item.skuId === undefined) === (item.groupSkuId === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['skuId'],
        message: 'itemTarget',
        ...fulfillmentSays('itemTarget'),
      });
    }
  });
export type OrderItemInput = z.input<typeof orderItemInputSchema>;

/** The most characters an order's delivery note takes (the form counts against it). */
export const MAX_ORDER_MEMO_LENGTH = 500;
/** The most characters of the seller's own order number (its sales channel's). */
export const MAX_CHANNEL_ORDER_NO_LENGTH = 100;

/** `POST /api/fulfillment/orders` (header `Idempotency-Key`) → 201 the order. */
export const createOrderRequestSchema = z.strictObject({
  recipient: addressSchema,
  items: z.array(orderItemInputSchema).min(1).max(MAX_ORDER_ITEMS),
  memo: textField(MAX_ORDER_MEMO_LENGTH).optional(),
  channelOrderNo: textField(MAX_CHANNEL_ORDER_NO_LENGTH).optional(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/** The `Idempotency-Key` header of retried writes: 1–100 visible ASCII characters. */
export const idempotencyKeySchema = z.string().regex(/^[!-~]{1,100}$/);
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });

/** `POST /api/fulfillment/orders` → 201 (and the same order again for a retry with the same key). */
export const createOrderResponseSchema = z
  .object({
    id: z.string(),
    orderNo: z.string(),
    status: orderStatusSchema,
    promisedShipDate: z.string(),
  })
  .meta({ id: 'CreatedShippingOrder' });
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const orderItemSchema = z.object({
  skuId: z.string().nullable(),
  groupSkuId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  /** What the line takes from stock: the SKU itself, or the kit's components times the quantity. */
  components: z.array(skuRefSchema.extend({ quantity: z.number().int() })),
});

/** A box of the packing station's catalogue (`B1` = 1호 … `B6` = 6호). */
export const packingBoxCodeSchema = z.enum(PACKING_BOX_CODES);

export const orderParcelSchema = z.object({
  parcelCompany: parcelCompanySchema,
  invoiceNo: z.string(),
  status: trackingStatusSchema,
});
export type OrderParcel = z.infer<typeof orderParcelSchema>;

/** So many of one SKU in a parcel (the packing station's split of an order into boxes). */
export const parcelItemSchema = z.object({ skuId: z.string(), quantity: z.number().int() });
export type ParcelItem = z.infer<typeof parcelItemSchema>;

/**
 * An order's parcel: with the box it was packed in, when the packer chose one, and what went into
 * it when the packer split the order into several boxes (null: not split — the order's lines).
 */
export const shippingOrderParcelSchema = orderParcelSchema.extend({
  boxCode: packingBoxCodeSchema.nullable(),
  items: z.array(parcelItemSchema).nullable(),
});
export type ShippingOrderParcel = z.infer<typeof shippingOrderParcelSchema>;

/** A SKU an order takes, summed over its items, with the SKU's outer size and weight (null: not given). */
export const orderLineSchema = skuRefSchema.extend({
  quantity: z.number().int(),
  lengthMm: z.number().int().nullable(),
  widthMm: z.number().int().nullable(),
  heightMm: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Where the warehouse takes each SKU from (picking list), once allocated. */
export const orderAllocationSchema = skuRefSchema.extend({
  locationCode: z.string(),
  quantity: z.number().int(),
});

export const orderSchema = z
  .object({
    id: z.string(),
    /** The number people read aloud (`FO260304-00012`). */
    orderNo: z.string(),
    status: orderStatusSchema,
    promisedShipDate: z.string(),
    recipient: addressViewSchema,
    memo: z.string().nullable(),
    channelOrderNo: z.string().nullable(),
    teamName: z.string(),
    warehouse: warehouseRefSchema,
    items: z.array(orderItemSchema),
    /** Every SKU the order takes, summed, with its size when the customer gave it (the packing station's box). */
    lines: z.array(orderLineSchema),
    allocations: z.array(orderAllocationSchema),
    history: z.array(statusHistoryEntrySchema(orderStatusSchema)),
    parcels: z.array(shippingOrderParcelSchema),
    createdAt: instantSchema,
    updatedAt: instantSchema,
    shippedAt: instantSchema.nullable(),
    deliveredAt: instantSchema.nullable(),
    canceledAt: instantSchema.nullable(),
  })
  .meta({ id: 'ShippingOrder' });
export type ShippingOrder = z.infer<typeof orderSchema>;

export const orderListItemSchema = z
  .object({
    id: z.string(),
    orderNo: z.string(),
    status: orderStatusSchema,
    promisedShipDate: z.string(),
    recipientName: z.string(),
    channelOrderNo: z.string().nullable(),
    teamName: z.string(),
    /** The first line's name, for the list ("…외 2건"). */
    firstItemName: z.string(),
    itemCount: z.number().int(),
    quantity: z.number().int(),
    createdAt: instantSchema,
    shippedAt: instantSchema.nullable(),
  })
  .meta({ id: 'ShippingOrderListItem' });
export type ShippingOrderListItem = z.infer<typeof orderListItemSchema>;

/** `GET /api/fulfillment/orders?status=&q=&from=&to=&page=&size=`; `from`/`to` are Seoul days of creation. */
export const orderListQuerySchema = pageQuerySchema.extend({
  status: orderStatusSchema.optional(),
  q: z.string().max(100).optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  promisedShipDate: calendarDateSchema.optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
/** The page and how many orders there are in each status (same filters, any status). */
export const orderPageSchema = pageOf(orderListItemSchema).extend({ counts: countsOf(ORDER_STATUSES) });
export type OrderPage = z.infer<typeof orderPageSchema>;

/** `POST /api/fulfillment/canceling/user` (SPEC §7): cancel several orders. */
export const cancelOrdersRequestSchema = z.strictObject({
  orderIds: z.array(z.string().max(60)).min(1).max(100),
});
export type CancelOrdersRequest = z.infer<typeof cancelOrdersRequestSchema>;
/**
 * Waiting and allocated orders cancel (again harmlessly); later ones are refused with
 * ORDER_ALREADY_PICKING, allocated ones an open pick wave holds with ORDER_IN_WAVE — each with
 * the code's message in the caller's language, as an error answer would carry it.
 */
export const cancelOrdersResultSchema = z.object({
  canceled: z.array(z.string()),
  refused: z.array(z.object({ id: z.string(), code: z.string(), message: z.string() })),
});
export type CancelOrdersResult = z.infer<typeof cancelOrdersResultSchema>;

/** The most parcels (boxes) one order is packed into. */
export const MAX_PARCELS_PER_ORDER = 20;

/**
 * `POST /api/warehouse/orders/{id}/pack`: one entry per parcel (with the box it goes in, when
 * chosen, and what goes into it, when the order is split into boxes); a missing invoiceNo is issued
 * by the carrier. `items`: what the packing station scanned, per SKU; when sent (or split into the
 * parcels) it must equal what the order takes (its lines), else 409 PACK_SCAN_MISMATCH with
 * `fields.items.{skuId}` saying scanned and expected, and nothing is packed. With an
 * `Idempotency-Key` a retry answers the first answer.
 */
export const packOrderRequestSchema = z.strictObject({
  parcels: z
    .array(
      z.strictObject({
        parcelCompany: parcelCompanySchema.optional(),
        invoiceNo: invoiceNoInputSchema.optional(),
        boxCode: packingBoxCodeSchema.optional(),
        /**
         * What goes into this box, when the packer split the order into several: given on every
         * parcel or on none, and together exactly the order's lines (else 409 PACK_SCAN_MISMATCH).
         */
        items: z
          .array(
            z.strictObject({
              skuId: z.string().min(1).max(60),
              quantity: z.number().int().min(1).max(MAX_QUANTITY),
            }),
          )
          .min(1)
          .max(MAX_ORDER_SKU_LINES)
          .optional(),
      }),
    )
    .min(1)
    .max(MAX_PARCELS_PER_ORDER),
  items: z
    .array(
      z.strictObject({
        skuId: z.string().min(1).max(60),
        quantity: z.number().int().min(0).max(MAX_QUANTITY),
      }),
    )
    .max(MAX_ORDER_SKU_LINES)
    .optional(),
});
export type PackOrderRequest = z.input<typeof packOrderRequestSchema>;

/** `POST /api/fulfillment/orders/import` → 201: every row valid, every order created, or 400 ORDER_IMPORT_INVALID. */
export const orderImportResultSchema = z.object({
  created: z.number().int(),
  orders: z.array(
    z.object({
      id: z.string(),
      orderNo: z.string(),
      status: orderStatusSchema,
      promisedShipDate: z.string(),
    }),
  ),
});
export type OrderImportResult = z.infer<typeof orderImportResultSchema>;
