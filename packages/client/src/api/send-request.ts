import { getClientErrorMessage, type Language } from '@baro/core';
import type { HttpMethod, ResponseSchema } from './api-request.ts';
import { buildRequestHeaders } from './build-request-headers.ts';
import { encodeRequestBody } from './encode-request-body.ts';
import { parseErrorResponse } from './parse-error-response.ts';
import { readResponseBody } from './read-response-body.ts';
import { NetworkError, type RequestTarget, RequestTimeoutError } from './request-errors.ts';
import { startRequestTimeout } from './start-request-timeout.ts';

/** The `fetch` the client calls; the browser's by default, a stand-in in tests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** What every attempt shares: how to send, which common header values, what to do on a timeout. */
export interface Transport {
  readonly fetch: FetchLike;
  readonly timeoutMs: number;
  readonly language: () => Language;
  readonly locale: string;
  readonly region: string;
  readonly apiKey?: string | undefined;
  /** Called once per timed-out attempt, before the RequestTimeoutError is thrown. */
  readonly onTimeout: (target: RequestTarget) => void;
}

/** One HTTP exchange, with the address already resolved. */
export interface Attempt<T> {
  readonly method: HttpMethod;
  readonly url: string;
  readonly body?: unknown;
  readonly schema?: ResponseSchema<T> | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** The bearer token this attempt is sent with, read by the caller so it knows which session it used. */
  readonly accessToken: string | null;
}

/**
 * Sends one attempt and returns its parsed success body, or throws: {@link ApiError} for a
 * non-2xx answer, {@link RequestTimeoutError} when the timeout fired, {@link NetworkError} when
 * no answer came, and the caller's abort reason when the caller aborted. Knows nothing of
 * sessions: the client decides what a 401 means.
 */
export async function sendRequest<T>(transport: Transport, attempt: Attempt<T>): Promise<T> {
  const language = transport.language();
  const target: RequestTarget = { method: attempt.method, url: attempt.url.split('?')[0] ?? attempt.url };
  const encoded = encodeRequestBody(attempt.body);
  const headers = buildRequestHeaders(
    {
      language,
      locale: transport.locale,
      region: transport.region,
      apiKey: transport.apiKey,
      accessToken: attempt.accessToken,
      jsonBody: encoded.json,
    },
    attempt.headers,
  );
  const timeout = startRequestTimeout(transport.timeoutMs, attempt.signal);

  try {
    const response = await transport.fetch(attempt.url, {
      method: attempt.method,
      headers,
      body: encoded.body ?? null,
      signal: timeout.signal,
    });
    if (!response.ok) throw await parseErrorResponse(response, target, language);
    const data = await readResponseBody(response);
    return attempt.schema ? await attempt.schema.parse(data) : (data as T);
  } catch (error) {
    if (timeout.timedOut()) {
      transport.onTimeout(target);
      throw new RequestTimeoutError(
        { code: 'REQUEST_TIMEOUT', message: getClientErrorMessage('REQUEST_TIMEOUT', language) },
        target,
        transport.timeoutMs,
      );
    }
    if (attempt.signal?.aborted) throw attempt.signal.reason;
    if (error instanceof TypeError || (error instanceof DOMException && error.name === 'NetworkError')) {
      throw new NetworkError(
        { code: 'SERVICE_UNAVAILABLE', message: getClientErrorMessage('SERVICE_UNAVAILABLE', language) },
        target,
        { cause: error },
      );
    }
    throw error;
  } finally {
    timeout.dispose();
  }
}
