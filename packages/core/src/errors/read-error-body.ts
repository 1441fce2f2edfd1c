import type { ErrorBody } from './error-body.ts';
import { isErrorCode } from './error-codes.ts';

/**
 * `errorBodySchema`'s rule without zod, for the browser's API client: every error answer passes
 * through it, so it sits on every app's first page, where zod (~45 kB gzipped) would be most of the
 * weight (issue 12). `error-body.test.ts` holds the two to the same verdicts. Unknown properties
 * are dropped, as the schema strips them. Null when the value is not an error body.
 */
export function readErrorBody(value: unknown): ErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, message, fields } = value as Record<string, unknown>;
  if (!isErrorCode(code) || typeof message !== 'string') return null;
  const readFields = readErrorFields(fields);
  if (readFields === null) return null;
  return readFields === undefined ? { code, message } : { code, message, fields: readFields };
}

/** The `fields` of an error body: a message per dotted path, undefined when absent, null when malformed. */
export function readErrorFields(value: unknown): Record<string, string> | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(value)) {
    if (typeof message !== 'string') return null;
    fields[path] = message;
  }
  return fields;
}
