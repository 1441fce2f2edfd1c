import { z } from 'zod';
import {
  type DetectedParcelCompany,
  invoiceNoProblem,
  invoiceNoProblemMessage,
  MAX_INVOICE_NO_INPUT_LENGTH,
  MAX_INVOICE_NO_LENGTH,
  normalizeInvoiceNo,
} from '../carriers/invoice-numbers.ts';
import { PARCEL_COMPANY_CODES } from '../carriers/parcel-companies.ts';
import { TRACKING_STATUSES } from '../carriers/tracking-status.ts';
import { instantSchema } from './common.ts';

// Parcel carriers and tracking (issue 14). The tracking API base is `/api/tracking` (SPEC §7,
// DESIGN §2): the carrier catalogue and number detection live there; a parcel's tracking is read
// through the fulfillment calls (`/api/fulfillment/parcel/tracking`, …) that check ownership.

export const parcelCompanySchema = z.enum(PARCEL_COMPANY_CODES);
export const trackingStatusSchema = z.enum(TRACKING_STATUSES);

/**
 * An invoice number as typed: spaces, hyphens and full-width digits are tidied away, then it
 * must be digits only and no longer than any carrier issues.
 */
export const invoiceNoInputSchema = z
  .string()
  .max(MAX_INVOICE_NO_INPUT_LENGTH)
  .transform(normalizeInvoiceNo)
  .pipe(
    z
      .string()
      .min(1)
      .max(MAX_INVOICE_NO_LENGTH)
      .refine((value) => /^\d+$/.test(value), {
        params: { ko: '송장번호는 숫자만 입력해 주세요', en: 'Enter digits only' },
      }),
  );

/** `invoiceNo` + `parcelCompany` where the number must also fit that carrier's rule. */
export const parcelRefSchema = z
  .strictObject({ invoiceNo: invoiceNoInputSchema, parcelCompany: parcelCompanySchema })
  .superRefine((value, ctx) => {
    const problem = invoiceNoProblem(value.parcelCompany, value.invoiceNo);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['invoiceNo'],
        message: problem,
        params: invoiceNoProblemMessage(value.parcelCompany, problem),
      });
    }
  });
export type ParcelRef = z.output<typeof parcelRefSchema>;

/** One carrier of `GET /api/tracking/carriers`. */
export const carrierSchema = z
  .object({
    parcelCompany: parcelCompanySchema,
    nameKo: z.string(),
    nameEn: z.string(),
    /** Name in the caller's language. */
    name: z.string(),
    phone: z.string(),
    invoiceNo: z.object({
      lengths: z.array(z.number().int()),
      usualLength: z.number().int(),
      /** `mod7`: enforced; `mod7-unverified`: used for detection only; `none`. */
      checkDigit: z.enum(['mod7', 'mod7-unverified', 'none']),
    }),
  })
  .meta({ id: 'Carrier' });
export type Carrier = z.infer<typeof carrierSchema>;

export const carrierListSchema = z.object({ carriers: z.array(carrierSchema) });
export type CarrierList = z.infer<typeof carrierListSchema>;

/** `GET /api/tracking/detect?invoiceNo=` */
export const detectQuerySchema = z.strictObject({ invoiceNo: invoiceNoInputSchema });

export const detectedCarrierSchema = z.object({
  parcelCompany: parcelCompanySchema,
  nameKo: z.string(),
  nameEn: z.string(),
  name: z.string(),
  likelihood: z.enum(['high', 'medium', 'low']),
  checkDigit: z.enum(['valid', 'consistent', 'not_applicable']),
});
export type DetectedCarrier = z.infer<typeof detectedCarrierSchema> & DetectedParcelCompany;

/** The normalised number and the carriers it can belong to, most likely first (maybe none). */
export const detectResultSchema = z
  .object({ invoiceNo: z.string(), candidates: z.array(detectedCarrierSchema) })
  .meta({ id: 'CarrierDetection' });
export type DetectResult = z.infer<typeof detectResultSchema>;

/**
 * One scan of a parcel: when (with offset, `+09:00`), its normalised status, the carrier's own
 * words (`description`, e.g. "간선하차") and where (a branch or hub name), as the carrier said them.
 */
export const trackingEventSchema = z
  .object({
    time: instantSchema,
    status: trackingStatusSchema,
    description: z.string(),
    location: z.string().nullable(),
  })
  .meta({ id: 'TrackingEvent' });
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** A parcel's tracking: its status and every event, oldest first (issue 14). */
export const parcelTrackingSchema = z
  .object({
    parcelCompany: parcelCompanySchema,
    invoiceNo: z.string(),
    status: trackingStatusSchema,
    events: z.array(trackingEventSchema),
  })
  .meta({ id: 'ParcelTracking' });
export type ParcelTracking = z.infer<typeof parcelTrackingSchema>;
