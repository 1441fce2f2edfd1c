import { z } from 'zod';
import { normalizeText } from '../text/normalize-text.ts';
import { FIELD_RULE_IDS } from './field-rule-ids.ts';
import { matchesEmailRule, matchesIdRule, matchesPasswordRule, matchesPhoneRule } from './field-rules.ts';

// `.overwrite()` is zod 4's in-place transform: it normalises the value before the rule runs but
// keeps the schema a plain ZodString, so OpenAPI generation still sees `type: string` (a
// `.transform()` or `z.preprocess()` would make the schema unrepresentable in JSON Schema).
// The failure message is a rule id that toFieldErrors turns into a ko/en sentence.

/** A password (SPEC §5), normalised; fails with FIELD_RULE_IDS.password. */
export const passwordSchema = z
  .string()
  .overwrite(normalizeText)
  .refine(matchesPasswordRule, { message: FIELD_RULE_IDS.password });

/** A login id (SPEC §5), normalised; fails with FIELD_RULE_IDS.id. */
export const idSchema = z
  .string()
  .overwrite(normalizeText)
  .refine(matchesIdRule, { message: FIELD_RULE_IDS.id });

/** A Korean mobile number (SPEC §5), normalised but kept as typed (hyphens stay); fails with FIELD_RULE_IDS.phone. */
export const phoneSchema = z
  .string()
  .overwrite(normalizeText)
  .refine(matchesPhoneRule, { message: FIELD_RULE_IDS.phone });

/**
 * An email address (SPEC §5), normalised and lower-cased so that one mailbox is one account
 * whatever the capitalisation typed; fails with FIELD_RULE_IDS.email.
 */
export const emailSchema = z
  .string()
  .overwrite((value) => normalizeText(value).toLowerCase())
  .refine(matchesEmailRule, { message: FIELD_RULE_IDS.email });
