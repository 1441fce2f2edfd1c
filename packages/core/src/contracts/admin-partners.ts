import { z } from 'zod';
import { emailSchema, phoneSchema } from '../validation/field-schemas.ts';
import { instantSchema, pageOf, pageQuerySchema, textField } from './common.ts';

// Partner forwarders as staff see them (issue 17): onboarding a partner and its administrators,
// their rate tables (read, expire — the rate routes), and their quote history and win rate.

/** Most administrators named when a partner is onboarded (more are added one by one). */
export const MAX_PARTNER_ADMINS_AT_ONBOARDING = 10;

/** A partner's quotes by outcome, and the share of decided ones it won. */
export const partnerQuoteStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  withdrawn: z.number().int(),
  /** won ÷ (won + lost), 0..1; null before any quote was decided. */
  winRate: z.number().nullable(),
});
export type PartnerQuoteStats = z.infer<typeof partnerQuoteStatsSchema>;

/** `GET /api/admin/partners?query=&page=&size=`: by name, or an administrator's name or e-mail. */
export const adminPartnerListQuerySchema = pageQuerySchema.extend({ query: z.string().max(100).optional() });
export type AdminPartnerListQuery = z.input<typeof adminPartnerListQuerySchema>;

export const adminPartnerSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    adminCount: z.number().int(),
    /** Rates valid today (Seoul). */
    activeRates: z.number().int(),
    quotes: partnerQuoteStatsSchema,
    createdAt: instantSchema,
  })
  .meta({ id: 'AdminPartnerSummary' });
export type AdminPartnerSummary = z.infer<typeof adminPartnerSummarySchema>;
export const adminPartnerPageSchema = pageOf(adminPartnerSummarySchema);

export const partnerAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  lastLoginAt: instantSchema.nullable(),
  disabledAt: instantSchema.nullable(),
  createdAt: instantSchema,
});
export type PartnerAdmin = z.infer<typeof partnerAdminSchema>;

/** `GET /api/admin/partners/{id}` (and the answer of every partner change). */
export const adminPartnerDetailSchema = adminPartnerSummarySchema
  .extend({
    admins: z.array(partnerAdminSchema),
    /** Rates whose validity ended before today. */
    expiredRates: z.number().int(),
  })
  .meta({ id: 'AdminPartnerDetail' });
export type AdminPartnerDetail = z.infer<typeof adminPartnerDetailSchema>;

export const newPartnerAdminSchema = z.strictObject({
  name: textField(50),
  email: emailSchema,
  phone: phoneSchema.optional(),
});
export type NewPartnerAdmin = z.infer<typeof newPartnerAdminSchema>;

/**
 * `POST /api/admin/partners`: a partner forwarder and its first administrators. Each gets an
 * e-mail with a link to choose a password (valid 7 days), then signs in to the partner app.
 */
export const createPartnerRequestSchema = z.strictObject({
  name: textField(100),
  admins: z.array(newPartnerAdminSchema).min(1).max(MAX_PARTNER_ADMINS_AT_ONBOARDING),
});
export type CreatePartnerRequest = z.input<typeof createPartnerRequestSchema>;

/** `PATCH /api/admin/partners/{id}`: the partner's name. */
export const updatePartnerRequestSchema = z.strictObject({ name: textField(100) });
export type UpdatePartnerRequest = z.infer<typeof updatePartnerRequestSchema>;

/** `POST /api/admin/partners/{id}/admins`: one more administrator, invited the same way. */
export const addPartnerAdminRequestSchema = newPartnerAdminSchema;
export type AddPartnerAdminRequest = z.input<typeof addPartnerAdminRequestSchema>;

export const adminPartnerParamsSchema = z.strictObject({ id: z.string().max(60) });

/** `POST /api/admin/rates/{id}/expire`: the rate stops being offered from today (Seoul). */
export const adminRateParamsSchema = z.strictObject({ id: z.string().max(60) });
