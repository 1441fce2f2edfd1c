import type { ErrorBody, ErrorCode } from '@baro/core';

/**
 * Which call failed, for logs and error tracking. The query string is left out: it may carry
 * personal data (an e-mail, an invoice number).
 */
export interface RequestTarget {
  readonly method: string;
  /** The full address without its query string, e.g. `/api/users/me`. */
  readonly url: string;
}

/**
 * Every way a request can fail. Each carries an error body in the shape the API answers with
 * (DESIGN §5), so the request-state slices store one shape as `failureInfo` whatever went wrong
 * (SPEC §8: "every other request failure: stored as FAILURE with the response body").
 */
export abstract class RequestError extends Error {
  readonly body: ErrorBody;
  readonly method: string;
  readonly url: string;

  constructor(body: ErrorBody, target: RequestTarget, options?: ErrorOptions) {
    super(body.message, options);
    this.body = body;
    this.method = target.method;
    this.url = target.url;
  }

  get code(): ErrorCode {
    return this.body.code;
  }
}

/** The server answered with a status outside 2xx; `body` is its `{ code, message, fields }`. */
export class ApiError extends RequestError {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Seconds the server asked to wait before trying again (`Retry-After` of a 429 or 503), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    body: ErrorBody,
    target: RequestTarget,
    retryAfterSeconds: number | null = null,
  ) {
    super(body, target);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** A message per invalid field (dotted path → message) for VALIDATION_FAILED, else undefined. */
  get fields(): Readonly<Record<string, string>> | undefined {
    return this.body.fields;
  }
}

/** No answer arrived: offline, DNS, CORS, connection reset. `body.code` is SERVICE_UNAVAILABLE. */
export class NetworkError extends RequestError {
  override readonly name = 'NetworkError';
}

/** No answer within the request timeout (SPEC §7: one minute). `body.code` is REQUEST_TIMEOUT. */
export class RequestTimeoutError extends RequestError {
  override readonly name = 'RequestTimeoutError';
  readonly timeoutMs: number;

  constructor(body: ErrorBody, target: RequestTarget, timeoutMs: number) {
    super(body, target);
    this.timeoutMs = timeoutMs;
  }
}

/** Seconds a throttled call (429) may be tried again after (the answer's Retry-After), else null. */
export function throttledForSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.retryAfterSeconds;
}
