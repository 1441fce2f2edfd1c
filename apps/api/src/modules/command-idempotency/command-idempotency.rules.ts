import { createHash } from 'node:crypto';
import { FIELD_MESSAGES, idempotencyKeySchema, type Language } from '@baro/core';
import { AppError } from '../../http/app-error.ts';

// Idempotency keys of retried writes: the header's value, and what a key is kept with — the hash
// of the canonical JSON of what was asked, so the same key asking something else is told apart.

/** The `Idempotency-Key` header's value (1–100 visible ASCII characters), or undefined when absent. */
export function idempotencyKeyOf(header: string | string[] | undefined, lang: Language): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (!idempotencyKeySchema.safeParse(value).success)
    throw new AppError('VALIDATION_FAILED', { fields: { 'Idempotency-Key': FIELD_MESSAGES[lang].invalid } });
  return value;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the canonical JSON of what was asked (key order and undefined fields ignored). */
export const requestHash = (asked: unknown): string =>
  createHash('sha256').update(canonicalJson(asked)).digest('hex');
