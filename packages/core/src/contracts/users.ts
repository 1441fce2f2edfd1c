import { z } from 'zod';
import { passwordSchema, phoneSchema } from '../validation/field-schemas.ts';
import { instantSchema, languageSchema, prefixedId, textField } from './common.ts';

export const USER_KINDS = ['customer', 'staff', 'partner', 'worker'] as const;
export const userKindSchema = z.enum(USER_KINDS);
export type UserKind = z.infer<typeof userKindSchema>;

/** SPEC §1: consignee (import), forwarder (logistics), customs (tariff); or none. */
export const CUSTOMER_TYPES = ['consignee', 'forwarder', 'customs'] as const;
export const customerTypeSchema = z.enum(CUSTOMER_TYPES);
export type CustomerType = z.infer<typeof customerTypeSchema>;

export const TEAM_ROLES = ['master', 'admin', 'member'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const userIdSchema = prefixedId('usr');

/** A staff member assigned to look after a customer. */
export const managerSchema = z.object({
  id: userIdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const userProfileSchema = z
  .object({
    id: userIdSchema,
    kind: userKindSchema,
    email: z.string(),
    loginId: z.string().nullable(),
    name: z.string(),
    company: z.string().nullable(),
    phone: z.string().nullable(),
    locale: languageSchema,
    customerType: customerTypeSchema.nullable(),
    team: z.object({ id: z.string(), name: z.string(), role: teamRoleSchema }).nullable(),
    partner: z.object({ id: z.string(), name: z.string() }).nullable(),
    warehouse: z.object({ id: z.string(), name: z.string() }).nullable(),
    managers: z.object({
      forwarding: managerSchema.nullable(),
      exportForwarding: managerSchema.nullable(),
      fulfillment: managerSchema.nullable(),
    }),
    createdAt: instantSchema,
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Longest name of a person (sign-up, my page), characters. */
export const MAX_PERSON_NAME_LENGTH = 50;
/** Longest company name of a person (sign-up, my page), characters. */
export const MAX_COMPANY_NAME_LENGTH = 100;

/** `PATCH /api/users/me`: any of these, at least one. */
export const updateMeRequestSchema = z
  .strictObject({
    name: textField(MAX_PERSON_NAME_LENGTH),
    company: textField(MAX_COMPANY_NAME_LENGTH),
    phone: phoneSchema,
    locale: languageSchema,
    customerType: customerTypeSchema.nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'empty update' });
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;

/** `PUT /api/users/me/password`. */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordSchema,
});
