import { type ErrorBody, type ErrorCode, getErrorMessage, toFieldErrors } from '@baro/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isTransactionConflict } from '../db/transact.ts';
import { AppError, RequestValidationError } from './app-error.ts';

// Fastify's own errors for malformed requests, mapped onto our closed set of codes.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

// PostgreSQL's refusals of text it cannot store: NUL in text (22021), a \u0000 or unpaired
// surrogate escape in json (22P05, 22P02). The text rule refuses these before any query; this is
// the backstop for a path it does not see, answered as bad input and logged to be fixed.
const DATABASE_TEXT_ERRORS = new Set(['22021', '22P05', '22P02']);

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  414: 'URI_TOO_LONG',
  431: 'HEADERS_TOO_LARGE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  status: number,
  fields?: Record<string, string>,
) {
  const body: ErrorBody = {
    code,
    message: getErrorMessage(code, request.lang),
    ...(fields ? { fields } : {}),
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Answers every failure in `{ code, message, fields? }`; nothing else, and no stack, leaves the server. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error.headers) reply.headers(error.headers);
      return sendError(request, reply, error.code, error.statusCode, error.fields);
    }
    if (error instanceof RequestValidationError) {
      return sendError(
        request,
        reply,
        'VALIDATION_FAILED',
        400,
        toFieldErrors(error.issues, request.lang, error.input),
      );
    }
    if (typeof error.code === 'string' && DATABASE_TEXT_ERRORS.has(error.code)) {
      request.log.warn({ err: error }, 'database refused request text');
      return sendError(request, reply, 'VALIDATION_FAILED', 400);
    }
    // A deadlock (40P01) or a serialization failure (40001) that outlasted `transact`'s reruns
    // (db/transact.ts): PostgreSQL rolled each attempt back, so nothing was written. Stock and bid
    // writes take their locks in one order so these should not happen; this is the backstop for a
    // path that does not — a 503 the caller may retry, never a 500 — logged to be fixed.
    if (isTransactionConflict(error)) {
      request.log.warn({ err: error }, 'transaction rolled back by a lock conflict on every attempt');
      reply.header('retry-after', '1');
      return sendError(request, reply, 'SERVICE_UNAVAILABLE', 503);
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (mapped) return sendError(request, reply, mapped, status >= 400 && status < 500 ? status : 400);
    if (status >= 400 && status < 500) {
      return sendError(request, reply, BY_STATUS[status] ?? 'VALIDATION_FAILED', status);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(
      request,
      reply,
      status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR',
      status === 503 ? 503 : 500,
    );
  });
}
