import { type Language, parseNumberText, toFieldErrors } from '@baro/core';

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

/** A number field's value: the text as typed (a number when it came from elsewhere). */
export type NumberValue = number | string;

/**
 * '' (an empty field) is left out; anything else is read as typed by core's parseNumberText —
 * −3 stays −3, 99999 stays 99999, `1e9` is not a number — so the contract refuses it with its
 * message instead of the form changing it.
 */
export const toNumber = (value: NumberValue): number | undefined => parseNumberText(value);

/** Trimmed text, or undefined when empty (optional fields are left out, not sent as ''). */
export const optionalText = (value: string): string | undefined => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * Drops undefined members at every depth, as JSON would: the body compares equal to what is sent.
 * A number that is not one (NaN) stays, so the contract refuses it before anything is sent.
 */
export const withoutUndefined = <T>(body: T): T => dropUndefined(body) as T;

function dropUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropUndefined);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .map(([key, member]) => [key, dropUndefined(member)]),
  );
}

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
