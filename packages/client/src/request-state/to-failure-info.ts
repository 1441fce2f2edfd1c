import { type ErrorBody, getClientErrorMessage } from '@baro/core';
import { RequestError } from '../api/request-errors.ts';

/**
 * The error body stored as `failureInfo` (SPEC §4, §8). The API client's errors carry one in the
 * API's shape whatever went wrong; anything else (a bug in a fetcher, a response that broke its
 * contract) becomes INTERNAL_ERROR, so the UI always has a code and a message to show.
 */
export function toFailureInfo(error: unknown): ErrorBody {
  if (error instanceof RequestError) return error.body;
  return { code: 'INTERNAL_ERROR', message: getClientErrorMessage('INTERNAL_ERROR') };
}
