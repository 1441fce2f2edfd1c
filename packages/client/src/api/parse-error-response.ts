import {
  type ClientErrorCode,
  type ErrorBody,
  getClientErrorMessage,
  isErrorCode,
  type Language,
  readErrorBody,
  readErrorFields,
} from '@baro/core';
import { errorMessageOf } from '../errors/error-messages.ts';
import { parseRetryAfter } from './parse-retry-after.ts';
import { ApiError, type RequestTarget } from './request-errors.ts';

/**
 * Turns a non-2xx answer into an {@link ApiError}. The API always answers `{ code, message, fields? }`,
 * but a proxy or load balancer in between may answer HTML or nothing (a 502 page), and a newer
 * server may send a code this build does not know. Then the code comes from the status and the
 * message from the body or else the catalogue, so callers can always switch on a known code and
 * show a message.
 */
export async function parseErrorResponse(
  response: Response,
  target: RequestTarget,
  language: Language,
): Promise<ApiError> {
  const raw = await readJson(response);
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  // The contract's rule without zod, which would otherwise be on every first page (issue 12).
  const parsed = readErrorBody(raw);
  if (parsed) return new ApiError(response.status, parsed, target, retryAfter);

  const record = isRecord(raw) ? raw : {};
  const statusCode = codeForStatus(response.status);
  const code = isErrorCode(record.code) ? record.code : statusCode;
  // The server's message is already in the caller's language; keep it when only the rest is off.
  const message =
    typeof record.message === 'string' && record.message !== ''
      ? record.message
      : (errorMessageOf(code, language) ?? getClientErrorMessage(statusCode, language));
  const fields = readErrorFields(record.fields);
  const body: ErrorBody = fields ? { code, message, fields } : { code, message };
  return new ApiError(response.status, body, target, retryAfter);
}

/** The closest code of the catalogue for an answer without a known one (its message is always on hand). */
export function codeForStatus(status: number): ClientErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 408:
      return 'REQUEST_TIMEOUT';
    case 409:
      return 'CONFLICT';
    case 410:
      return 'LINK_EXPIRED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
    case 504:
      return 'SERVICE_UNAVAILABLE';
    default:
      return 'INTERNAL_ERROR';
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
