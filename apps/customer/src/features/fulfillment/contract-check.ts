import { type Language, toFieldErrors } from '@baro/core';

// The fulfillment forms are judged by their request contracts (@baro/core) before anything is
// sent, so the form says exactly what the server would, in the same words.

/** What a zod schema offers that the check needs (the customer app does not depend on zod itself). */
interface ContractSchema {
  safeParse(value: unknown): { success: boolean; error?: { readonly issues: readonly unknown[] } };
}

/** The contract's messages for `body`, keyed by dotted path (`recipient.phone`, `items.0.quantity`); {} when it passes. */
export function contractErrors(
  schema: ContractSchema,
  body: unknown,
  language: Language,
): Record<string, string> {
  const parsed = schema.safeParse(body);
  return parsed.success ? {} : toFieldErrors(parsed.error as never, language, body);
}

/** A number input's value: a number, or text while it is empty or being typed. */
export type NumberValue = number | string;

/** '' (an empty input) is left out; anything else is sent as a number (a bad one fails the contract). */
export const toNumber = (value: NumberValue): number | undefined =>
  typeof value === 'number' ? value : value.trim() === '' ? undefined : Number(value);

/** Trimmed text, or undefined when empty (optional fields are left out, not sent as ''). */
export const optionalText = (value: string): string | undefined => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** Drops undefined members, as JSON would: the body compares equal to what is sent. */
export const withoutUndefined = <T>(body: T): T => JSON.parse(JSON.stringify(body)) as T;

/**
 * The server's per-field messages (`fields` of a 400) on the form's own fields; the rest (paths the
 * form has no field for) come back to be shown above the form.
 */
export function splitServerFields(
  fields: Readonly<Record<string, string>> | undefined,
  formFields: readonly string[],
): { matched: Record<string, string>; unmatched: Record<string, string> } {
  const matched: Record<string, string> = {};
  const unmatched: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    if (formFields.includes(path)) matched[path] = message;
    else unmatched[path] = message;
  }
  return { matched, unmatched };
}
