import { vi } from 'vitest';

/** One request the app sent. */
export interface SentRequest {
  readonly method: string;
  /** The path with its query, e.g. `/api/users/me`. */
  readonly path: string;
  readonly body: unknown;
  readonly headers: Headers;
}

/** What a handler answers: a status with a JSON body (or none), and headers. */
export interface FakeAnswer {
  readonly status?: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

type Handler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Replaces `fetch` with answers keyed by `METHOD /path` (`'POST /api/auth/login'`), so screens
 * run against the real API client without a server. An unknown request answers 404 ROUTE_NOT_FOUND
 * and is recorded, so a test can say which calls were made.
 */
export function fakeApi(handlers: Record<string, Handler | FakeAnswer>) {
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const handler = handlers[`${request.method} ${url.pathname}`];
    const answer =
      handler === undefined
        ? { status: 404, body: { code: 'ROUTE_NOT_FOUND', message: 'not found' } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    const status = answer.status ?? 200;
    const hasBody = answer.body !== undefined && status !== 204;
    return new Response(hasBody ? JSON.stringify(answer.body) : null, {
      status,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** The requests to `METHOD /path` (query ignored). */
    sent: (key: string) =>
      requests.filter((request) => `${request.method} ${request.path.split('?')[0]}` === key),
  };
}
