import { z } from 'zod';
import { instantSchema } from './common.ts';

// A partner forwarder's own accounts (issue 6, partner app "team members"): the people who sign in
// for the partner. Read by the partner's users only; contact details of other partners never show.

/** One user of the caller's partner. `lastLoginAt` is null until the first login. */
export const partnerMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    lastLoginAt: instantSchema.nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: 'PartnerMember' });
export type PartnerMember = z.infer<typeof partnerMemberSchema>;

/** `GET /api/partner/members`: the caller's partner and its active users, by name. */
export const partnerMemberListSchema = z
  .object({
    partner: z.object({ id: z.string(), name: z.string() }),
    items: z.array(partnerMemberSchema),
  })
  .meta({ id: 'PartnerMemberList' });
export type PartnerMemberList = z.infer<typeof partnerMemberListSchema>;

/** Which new bid requests e-mail a partner admin: on lanes their partner has rates on, all, or none. */
export const BID_REQUEST_MAIL_CHOICES = ['lanes', 'all', 'off'] as const;
export type BidRequestMailChoice = (typeof BID_REQUEST_MAIL_CHOICES)[number];

/**
 * `GET /api/partner/mail-preferences` and `PUT` of the same body (issue 18): the caller's own
 * e-mail choices; the defaults until they save — bid requests on their lanes, and results.
 */
export const partnerMailPreferencesSchema = z
  .strictObject({
    bidRequests: z.enum(BID_REQUEST_MAIL_CHOICES),
    /** Whether a quote of theirs winning or losing is e-mailed. */
    bidResults: z.boolean(),
  })
  .meta({ id: 'PartnerMailPreferences' });
export type PartnerMailPreferences = z.infer<typeof partnerMailPreferencesSchema>;

export const DEFAULT_PARTNER_MAIL_PREFERENCES: PartnerMailPreferences = {
  bidRequests: 'lanes',
  bidResults: true,
};
