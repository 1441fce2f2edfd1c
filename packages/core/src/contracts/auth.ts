import { z } from 'zod';
import { normalizeText } from '../text/normalize-text.ts';
import { emailSchema, passwordSchema, phoneSchema } from '../validation/field-schemas.ts';
import { languageSchema, textField } from './common.ts';
import {
  customerTypeSchema,
  MAX_COMPANY_NAME_LENGTH,
  MAX_PERSON_NAME_LENGTH,
  userProfileSchema,
} from './users.ts';

/** `POST /api/auth/signup` → 201 `{ user }`; the new user is master of a new team. */
export const signupRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  name: textField(MAX_PERSON_NAME_LENGTH),
  company: textField(MAX_COMPANY_NAME_LENGTH),
  phone: phoneSchema,
  customerType: customerTypeSchema.nullable().optional(),
  agreeTerms: z.literal(true),
  /**
   * The versions of the terms (article ids) the person was shown. When a version in force is not
   * among them (the terms changed meanwhile) the answer is 409 TERMS_VERSION_CHANGED; without it,
   * the versions in force are the ones recorded.
   */
  acceptedTerms: z.array(z.string().max(60)).max(10).optional(),
  locale: languageSchema.optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signupResponseSchema = z.object({ user: userProfileSchema });

/**
 * `POST /api/auth/login` with `email` or (workers) `loginId`. The e-mail is not checked against
 * the address rule here: a malformed one is simply a wrong credential, answered the same way.
 */
export const loginRequestSchema = z
  .strictObject({
    email: z
      .string()
      .max(254)
      .overwrite((value) => normalizeText(value).toLowerCase())
      .optional(),
    loginId: z.string().max(40).overwrite(normalizeText).optional(),
    password: z.string().min(1).max(200),
  })
  .refine((value) => Boolean(value.email) !== Boolean(value.loginId), {
    message: 'email or loginId, exactly one',
    path: ['email'],
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * The login body for what a person typed in the one "login id or e-mail" box of every login form:
 * `{ email }` when the text is an address (has an @), `{ loginId }` otherwise (`worker01`).
 */
export function loginRequestFor(identifier: string, password: string): LoginRequest {
  const text = identifier.trim();
  return text.includes('@') ? { email: text, password } : { loginId: text, password };
}

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = tokenPairSchema.extend({ user: userProfileSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /api/auth/refresh`: both tokens; the access token may have expired but must be ours. */
export const refreshRequestSchema = z.strictObject({
  accessToken: z.string().min(1).max(4096),
  refreshToken: z.string().min(1).max(200),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const logoutRequestSchema = z.strictObject({ refreshToken: z.string().min(1).max(200) });

/** `POST /api/auth/find/password` → 202 whether or not the account exists. */
export const findPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type FindPasswordRequest = z.infer<typeof findPasswordRequestSchema>;

/** `POST /api/auth/reset/password` → 204. */
export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().min(16).max(200),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
