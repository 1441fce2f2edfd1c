import { z } from 'zod';
import type { Language } from '../i18n/language.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
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
   * The versions of the terms (article ids) the person was shown and accepted; the consent records
   * them (issue 16). Every version in force (terms of service, privacy policy) must be among them:
   * one that names an earlier version of that kind means the terms changed while the form was open
   * (409 TERMS_VERSION_CHANGED); a kind not accepted at all is 400 with `fields.acceptedTerms`.
   * Empty only while no terms are published.
   */
  acceptedTerms: z.array(z.string().max(60)).max(10),
  locale: languageSchema.optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export interface SignupFieldMessages {
  /** A version of the terms in force was not accepted. */
  readonly termsNotAccepted: string;
}

export const SIGNUP_FIELD_MESSAGES: Readonly<Record<Language, SignupFieldMessages>> = deepFreeze({
  ko: { termsNotAccepted: '서비스 이용약관과 개인정보 수집 및 이용에 모두 동의해 주세요' },
  en: { termsNotAccepted: 'Please accept both the terms of service and the privacy policy' },
});

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
