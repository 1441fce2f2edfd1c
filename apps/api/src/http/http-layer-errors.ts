import type { Socket } from 'node:net';
import { type ErrorCode, getErrorMessage, getErrorStatus, parseLanguage } from '@baro/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.ts';

/** Longest path and query accepted; longer is 414 (Node's header limit of 16 KiB would say 431). */
export const MAX_URL_LENGTH = 8 * 1024;

// Node's HTTP parser errors, by llhttp code.
const PARSER_CODES: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/**
 * Fastify's `clientErrorHandler`: what the HTTP parser refuses before any request exists (oversized
 * headers, a malformed request line) is answered in the `{code, message}` shape too. There are no
 * request headers to read the language from, so the message is in the default language (Korean).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const code = PARSER_CODES[error.code ?? ''] ?? 'BAD_REQUEST';
  const status = getErrorStatus(code);
  const body = JSON.stringify({ code, message: getErrorMessage(code) });
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[
    status
  ];
  socket.end(
    `HTTP/1.1 ${status} ${reason ?? 'Bad Request'}\r\nConnection: close\r\nX-Content-Type-Options: nosniff\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Fastify's `frameworkErrors`: a URL whose percent-encoding is broken, or a route constraint that
 * failed, is answered like every other error rather than with Fastify's own body.
 */
export function answerFrameworkError(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // No onRequest hook ran (routing failed first), so the language is read here.
  const lang = request.headers.lang;
  request.lang = parseLanguage(typeof lang === 'string' ? lang : request.headers['accept-language']);
  sendError(request, reply, 'BAD_REQUEST', 400);
}

/** Refuses an over-long address before routing does anything with it. */
export function registerUrlLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.url && request.raw.url.length > MAX_URL_LENGTH) {
      return sendError(request, reply, 'URI_TOO_LONG', 414);
    }
  });
}
