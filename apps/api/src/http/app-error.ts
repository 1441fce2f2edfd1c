import { ERROR_CATALOG, type ErrorCode } from '@baro/core';
import type { ZodError } from 'zod';

/**
 * The one error type operations throw on purpose. The HTTP status comes from the shared catalog so
 * server and client agree on what each code means; the message is chosen per caller's language
 * when the error is answered, not here.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  /** Extra response headers, such as Retry-After on 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    options: { fields?: Record<string, string>; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_CATALOG[code].status;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

/**
 * Raised by the request validator with the failed zod result and the input it judged (zod 4
 * issues no longer carry the input, and "missing" reads differently from "wrong type").
 * Localised when answered.
 */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly issues: ZodError;
  readonly input: unknown;
  constructor(issues: ZodError, input: unknown) {
    super('request validation failed');
    this.name = 'RequestValidationError';
    this.issues = issues;
    this.input = input;
  }
}
