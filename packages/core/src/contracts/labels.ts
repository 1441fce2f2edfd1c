import { z } from 'zod';
import { textField } from './common.ts';
import { invoiceNoInputSchema, parcelCompanySchema } from './tracking.ts';

// A parcel's shipping label (issue 14): 4×6 in (100×150 mm), the same layout as PDF, ZPL (203 and
// 300 dpi, Hangul as graphics) and a PNG preview. What it shows comes from the carrier's answer to
// the waybill request (the invoice number and the sorting codes) and from the order.

export const LABEL_FORMATS = ['pdf', 'zpl', 'png'] as const;
export const labelFormatSchema = z.enum(LABEL_FORMATS);
export type LabelFormat = z.infer<typeof labelFormatSchema>;
export const LABEL_DPIS = [203, 300] as const;
export const labelDpiSchema = z.union([z.literal(203), z.literal(300)]);
export type LabelDpi = z.infer<typeof labelDpiSchema>;

/**
 * The label files a screen offers to download, in this order: PDF for any printer, the PNG
 * preview, and ZPL for 203 and 300 dpi thermal printers (a DPI mismatch scales and cuts the
 * label). `name` is what the button says in either language.
 */
export const LABEL_DOWNLOADS = [
  { id: 'pdf', format: 'pdf', name: 'PDF' },
  { id: 'png', format: 'png', dpi: 203, name: 'PNG' },
  { id: 'zpl203', format: 'zpl', dpi: 203, name: 'ZPL 203' },
  { id: 'zpl300', format: 'zpl', dpi: 300, name: 'ZPL 300' },
] as const satisfies readonly { id: string; format: LabelFormat; dpi?: LabelDpi; name: string }[];
export type LabelDownload = (typeof LABEL_DOWNLOADS)[number];

const labelPartySchema = z.object({
  name: textField(60),
  // Printed as given: senders use landlines and 050 numbers, so SPEC §5's mobile rule does not apply.
  phone: z.string().min(1).max(20),
  /** Full address as one line (road name address with the detail). */
  address: textField(200),
  zipCode: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
});

/**
 * The carrier's sorting information printed in the large boxes of a Korean parcel label:
 * `code` is the big sorting code a hub reads at a glance (CJ's 분류코드, Hanjin's 도착 터미널+집배점
 * code); `subCode` the smaller route / delivery-worker code; `terminal` and `branch` the names.
 */
export const labelSortingSchema = z.object({
  code: z.string().min(1).max(12),
  subCode: z.string().max(16).optional(),
  terminal: z.string().max(30).optional(),
  branch: z.string().max(30).optional(),
});
export type LabelSorting = z.infer<typeof labelSortingSchema>;

export const shippingLabelSchema = z
  .object({
    parcelCompany: parcelCompanySchema,
    invoiceNo: z.string().regex(/^\d{9,14}$/),
    sorting: labelSortingSchema,
    sender: labelPartySchema,
    recipient: labelPartySchema.extend({ zipCode: z.string().regex(/^\d{5}$/) }),
    /** Baro's order number and the seller's channel order number, when there is one. */
    orderReference: z.string().min(1).max(40),
    channelOrderNo: z.string().max(60).optional(),
    /** What is inside, short ("무선 이어폰 외 2건"). */
    contents: z.string().max(80).optional(),
    /** A note for the driver ("문 앞에 놓아 주세요"). */
    deliveryNote: z.string().max(80).optional(),
    /** Box n of m. */
    box: z.object({ index: z.number().int().min(1), count: z.number().int().min(1) }).optional(),
    /** Seoul date printed on the label (YYYY-MM-DD). */
    shipDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .meta({ id: 'ShippingLabel' });
export type ShippingLabel = z.infer<typeof shippingLabelSchema>;

/**
 * `GET /api/fulfillment/orders/{id}/label` and `GET /api/warehouse/orders/{id}/label`: one parcel's
 * label by its waybill, as PDF (default) or ZPL/PNG at 203 (default) or 300 dpi.
 */
export const parcelLabelQuerySchema = z.strictObject({
  parcelCompany: parcelCompanySchema,
  invoiceNo: invoiceNoInputSchema,
  format: labelFormatSchema.default('pdf'),
  dpi: z.coerce.number().pipe(labelDpiSchema).default(203),
});
export type ParcelLabelQuery = z.infer<typeof parcelLabelQuerySchema>;
