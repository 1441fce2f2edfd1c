import { z } from 'zod';
import { HANDOVER_STATUSES } from '../fulfillment/handover-status.ts';
import { instantSchema, pageOf, pageQuerySchema } from './common.ts';
import { countsOf, warehouseRefSchema } from './fulfillment-common.ts';
import { orderStatusSchema } from './shipping-orders.ts';
import { invoiceNoInputSchema, parcelCompanySchema } from './tracking.ts';

// Carrier handovers (issue 15): a manifest per warehouse and carrier that the desk fills by
// scanning packed parcels' waybills, closes when the driver takes them (the orders ship), and
// prints for the driver to sign. Writes from the scan field accept an `Idempotency-Key`.
//
//   POST   /api/warehouse/handovers                       createHandoverRequest → 201 handover (or 200: the open one)
//   GET    /api/warehouse/handovers?status=&parcelCompany=&page=&size=&warehouseId=  → handoverPage
//   GET    /api/warehouse/handovers/{id}                  → handover (parcels)
//   POST   /api/warehouse/handovers/{id}/parcels          scanHandoverParcelRequest → handover
//   DELETE /api/warehouse/handovers/{id}/parcels/{parcelId}                → handover
//   POST   /api/warehouse/handovers/{id}/close            → handover (`closed`; its orders shipped)
//   GET    /api/warehouse/handovers/{id}/manifest.pdf     → download link (PDF)

export const handoverStatusSchema = z.enum(HANDOVER_STATUSES);

/**
 * `POST /api/warehouse/handovers`: open a manifest for the carrier. A worker's warehouse is their
 * own (another `warehouseId` is not found); staff name it. One manifest per warehouse and carrier
 * is open at a time: asking again answers the open one (200) instead of a new one (201).
 */
export const createHandoverRequestSchema = z.strictObject({
  warehouseId: z.string().max(60).optional(),
  parcelCompany: parcelCompanySchema,
});
export type CreateHandoverRequest = z.input<typeof createHandoverRequestSchema>;

/** `POST /api/warehouse/handovers/{id}/parcels` (header `Idempotency-Key`): a packed parcel by its waybill. */
export const scanHandoverParcelRequestSchema = z.strictObject({ invoiceNo: invoiceNoInputSchema });
export type ScanHandoverParcelRequest = z.input<typeof scanHandoverParcelRequestSchema>;

/** `DELETE /api/warehouse/handovers/{id}/parcels/{parcelId}`. */
export const handoverParcelParamsSchema = z.strictObject({
  id: z.string().max(60),
  parcelId: z.string().max(60),
});

/** A parcel on a manifest, with its order (whose status says whether it has shipped). */
export const handoverParcelSchema = z.object({
  parcelId: z.string(),
  invoiceNo: z.string(),
  order: z.object({
    id: z.string(),
    orderNo: z.string(),
    status: orderStatusSchema,
    teamName: z.string(),
    recipientName: z.string(),
    /** Parcels the order was packed into (all of them must be handed over for it to ship). */
    parcelCount: z.number().int(),
  }),
  scannedAt: instantSchema,
});
export type HandoverParcel = z.infer<typeof handoverParcelSchema>;

const handoverHeadShape = {
  id: z.string(),
  /** The number people read aloud (`HO261207-0002`). */
  handoverNo: z.string(),
  status: handoverStatusSchema,
  warehouse: warehouseRefSchema,
  parcelCompany: parcelCompanySchema,
  parcelCount: z.number().int(),
  orderCount: z.number().int(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  closedAt: instantSchema.nullable(),
};

export const handoverSchema = z
  .object({
    ...handoverHeadShape,
    /** The last scanned first. */
    parcels: z.array(handoverParcelSchema),
  })
  .meta({ id: 'CarrierHandover' });
export type Handover = z.infer<typeof handoverSchema>;

export const handoverListItemSchema = z.object(handoverHeadShape).meta({ id: 'CarrierHandoverListItem' });
export type HandoverListItem = z.infer<typeof handoverListItemSchema>;

/** `GET /api/warehouse/handovers?status=&parcelCompany=&page=&size=` (staff may narrow to `warehouseId`), newest first. */
export const handoverListQuerySchema = pageQuerySchema.extend({
  status: handoverStatusSchema.optional(),
  parcelCompany: parcelCompanySchema.optional(),
  warehouseId: z.string().max(60).optional(),
});
export type HandoverListQuery = z.input<typeof handoverListQuerySchema>;
/** The page and how many manifests there are per status (same filters, any status). */
export const handoverPageSchema = pageOf(handoverListItemSchema).extend({
  counts: countsOf(HANDOVER_STATUSES),
});
export type HandoverPage = z.infer<typeof handoverPageSchema>;
