import { z } from 'zod';
import { hasValidBusinessNumberCheckDigit, normalizeBusinessNumber } from '../fulfillment/business-number.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import { instantSchema, pageOf, pageQuerySchema, textField } from './common.ts';
import type { NumberLimit } from './estimates.ts';
import { fulfillmentSays, koreanPhoneSchema, warehouseRefSchema } from './fulfillment-common.ts';

// Applying for fulfillment (issue 13): a customer team applies (`PATCH /api/users/apply/fullfillment`,
// spelled so in SPEC §7), staff approve or reject it with a reason, and the team is told by e-mail.
// Until approved, every other customer fulfillment call answers 403 FULFILLMENT_NOT_APPROVED.

export const FULFILLMENT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const fulfillmentApplicationStatusSchema = z.enum(FULFILLMENT_APPLICATION_STATUSES);
export type FulfillmentApplicationStatus = z.infer<typeof fulfillmentApplicationStatusSchema>;

/** 사업자등록번호: 10 digits, hyphens optional, full-width folded, check digit verified; kept as digits. */
export const businessNumberSchema = z
  .string()
  .max(30)
  .overwrite(normalizeBusinessNumber)
  .refine(hasValidBusinessNumberCheckDigit, fulfillmentSays('businessNumber'));

export const MAX_MONTHLY_ORDERS = 10_000_000;
/** The orders a month an applicant expects, as the form shows it (the range hint) and the contract checks it. */
export const MONTHLY_ORDERS_LIMIT = deepFreeze({
  min: 0,
  max: MAX_MONTHLY_ORDERS,
  decimals: 0,
} satisfies NumberLimit);

/** The most characters of an application's note to Baro (the form counts against it). */
export const MAX_APPLICATION_MEMO_LENGTH = 1000;

/** `PATCH /api/users/apply/fullfillment`: a new application, or a changed one while pending or after a rejection. */
export const applyFulfillmentRequestSchema = z.strictObject({
  companyName: textField(100),
  businessNumber: businessNumberSchema,
  representative: textField(50),
  contactName: textField(50),
  contactPhone: koreanPhoneSchema,
  monthlyOrders: z.number().int().min(MONTHLY_ORDERS_LIMIT.min).max(MONTHLY_ORDERS_LIMIT.max),
  productCategory: textField(100),
  memo: textField(MAX_APPLICATION_MEMO_LENGTH).optional(),
});
export type ApplyFulfillmentRequest = z.input<typeof applyFulfillmentRequestSchema>;

export const fulfillmentApplicationSchema = z
  .object({
    id: z.string(),
    teamId: z.string(),
    teamName: z.string(),
    status: fulfillmentApplicationStatusSchema,
    companyName: z.string(),
    /** Digits only; show it with formatBusinessNumber (`220-81-62517`). */
    businessNumber: z.string(),
    representative: z.string(),
    contactName: z.string(),
    contactPhone: z.string(),
    monthlyOrders: z.number().int(),
    productCategory: z.string(),
    memo: z.string().nullable(),
    rejectReason: z.string().nullable(),
    /** The warehouse that keeps the team's stock, once approved. */
    warehouse: warehouseRefSchema.nullable(),
    appliedAt: instantSchema,
    decidedAt: instantSchema.nullable(),
    updatedAt: instantSchema,
  })
  .meta({ id: 'FulfillmentApplication' });
export type FulfillmentApplication = z.infer<typeof fulfillmentApplicationSchema>;

/** `GET /api/fulfillment/application`: `{status: 'none'}` before the team applies, else the application. */
export const fulfillmentApplicationStateSchema = z.union([
  z.object({ status: z.literal('none') }),
  fulfillmentApplicationSchema,
]);
export type FulfillmentApplicationState = z.infer<typeof fulfillmentApplicationStateSchema>;

/** `GET /api/admin/fulfillment/applications?status=&page=&size=`: newest first. */
export const fulfillmentApplicationListQuerySchema = pageQuerySchema.extend({
  status: fulfillmentApplicationStatusSchema.optional(),
});
export type FulfillmentApplicationListQuery = z.input<typeof fulfillmentApplicationListQuerySchema>;
export const fulfillmentApplicationPageSchema = pageOf(fulfillmentApplicationSchema);

/** `POST /api/admin/fulfillment/applications/{id}/approve`: the warehouse to keep the team's stock (default 인천 1센터). */
export const approveFulfillmentRequestSchema = z.strictObject({ warehouseId: z.string().max(60).optional() });
export type ApproveFulfillmentRequest = z.infer<typeof approveFulfillmentRequestSchema>;

/** `POST /api/admin/fulfillment/applications/{id}/reject`: the reason the team reads. */
export const rejectFulfillmentRequestSchema = z.strictObject({ reason: textField(500) });
export type RejectFulfillmentRequest = z.infer<typeof rejectFulfillmentRequestSchema>;
