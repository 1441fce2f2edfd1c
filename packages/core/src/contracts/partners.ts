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
