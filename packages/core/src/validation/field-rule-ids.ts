/**
 * Rule ids that the field schemas use as their zod issue message. toFieldErrors recognises them
 * and replaces them with the localised sentence, so the schema itself stays language-free.
 * Other schemas may use them too: `z.string().refine(check, { message: FIELD_RULE_IDS.phone })`.
 */
export const FIELD_RULE_IDS = Object.freeze({
  password: 'rule.password',
  id: 'rule.id',
  phone: 'rule.phone',
  email: 'rule.email',
  /** A string with NUL, an unpaired surrogate or a bidi control (see safe-text.ts). */
  text: 'rule.text',
  /** Objects or arrays nested deeper than any contract allows. */
  depth: 'rule.depth',
} as const);

/** One of the {@link FIELD_RULE_IDS}. */
export type FieldRuleId = (typeof FIELD_RULE_IDS)[keyof typeof FIELD_RULE_IDS];

const RULE_ID_SET: ReadonlySet<string> = new Set(Object.values(FIELD_RULE_IDS));

/** True when the value is one of the {@link FIELD_RULE_IDS}. */
export function isFieldRuleId(value: unknown): value is FieldRuleId {
  return typeof value === 'string' && RULE_ID_SET.has(value);
}
