import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/**
 * Every API error response (DESIGN §5): a code from the closed set, the localised message and,
 * for validation errors, a message per field (dotted path → message, see toFieldErrors).
 * Unknown properties are stripped rather than refused, so a client keeps working when the server
 * adds one.
 */
export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** The shape of an API error response. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
