import { type ErrorBody, getClientErrorMessage, isErrorCode, LANGUAGES, type Language } from '@baro/core';
import { RequestError } from '../api/request-errors.ts';
import { errorMessageOf } from './error-messages.ts';

/**
 * The text to show a person for a failed request, in `language`:
 *
 * - the server's own message for the error's code, because the server already answers in the
 *   caller's `lang` (DESIGN §5) and its message can be more precise than the catalogue's;
 * - the @baro/core catalogue message for the code when there is no message, or when the message
 *   is the catalogue text of another language (the request was sent before the visitor switched
 *   language; `setLanguage` loads the catalogue, see error-messages.ts);
 * - the INTERNAL_ERROR message for anything that is not a request failure, so a person never
 *   sees a raw code or a stack trace.
 *
 * Accepts what the app holds: an error thrown by the API client (ApiError, NetworkError,
 * RequestTimeoutError), a `failureInfo` from a request slice, or anything else.
 */
export function getErrorText(error: unknown, language: Language): string {
  const body = toErrorBody(error);
  if (!body) return getClientErrorMessage('INTERNAL_ERROR', language);
  const message = body.message.trim();
  if (message === '' || isCatalogTextOfOtherLanguage(body.code, message, language)) {
    return errorMessageOf(body.code, language) ?? getClientErrorMessage('INTERNAL_ERROR', language);
  }
  return message;
}

/** The API's error body carried by `error`, or null when it carries none. */
export function toErrorBody(error: unknown): ErrorBody | null {
  if (error instanceof RequestError) return error.body;
  if (isErrorBody(error)) return error;
  return null;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return isErrorCode(record.code) && typeof record.message === 'string';
}

function isCatalogTextOfOtherLanguage(code: ErrorBody['code'], message: string, language: Language): boolean {
  return LANGUAGES.some((other) => other !== language && errorMessageOf(code, other) === message);
}
