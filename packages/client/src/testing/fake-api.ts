import type { ApiClient } from '../api/create-api-client.ts';
import { createBrowserApiClient } from '../api/create-browser-api-client.ts';
import type { FetchLike } from '../api/send-request.ts';
import { resolveAppConfig } from '../app-config/resolve-app-config.ts';
import { createTokenStore } from '../session/token-store.ts';
import { MemoryStorage } from './memory-storage.ts';

// The one stand-in server of the web apps' tests and the UI package's stories: answers keyed by
// `METHOD /path`, every request recorded. Framework-free (no test runner in here), so Storybook can
// bundle it; `@baro/client/testing`'s `fakeApi` puts it in place of the global `fetch` for Vitest.

/** One request the app sent. */
export interface SentRequest {
  readonly method: string;
  /** The path with its query, e.g. `/api/users/me?x=1`. */
  readonly path: string;
  /** The JSON body parsed, the raw body otherwise. */
  readonly body: unknown;
  readonly headers: Headers;
}

/** What a handler answers: a status with a JSON body (or none), and headers. */
export interface FakeAnswer {
  readonly status?: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

export type FakeHandler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

/** Answers by `METHOD /path` (the query is not part of the key): `{ 'GET /api/users/me': { body: me } }`. */
export type FakeHandlers = Readonly<Record<string, FakeHandler | FakeAnswer>>;

export interface FakeApi {
  /** A `fetch` that answers from the handlers. */
  readonly fetch: FetchLike & typeof globalThis.fetch;
  /** Every request, in order. */
  readonly requests: SentRequest[];
  /** The requests to `METHOD /path` (query ignored). */
  sent(key: string): SentRequest[];
}

/**
 * A stand-in server. An unknown request answers 404 ROUTE_NOT_FOUND (and is recorded), so a test
 * can say which calls were made; an aborted request rejects with the signal's reason, as fetch does.
 */
export function createFakeApi(handlers: FakeHandlers): FakeApi {
  const requests: SentRequest[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? parseBody(init.body) : init.body,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    if (init.signal?.aborted) throw init.signal.reason;
    const handler = handlers[`${request.method} ${url.pathname}`];
    const answer =
      handler === undefined
        ? { status: 404, body: { code: 'ROUTE_NOT_FOUND', message: 'not found' } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    if (init.signal?.aborted) throw init.signal.reason;
    const status = answer.status ?? 200;
    const hasBody = answer.body !== undefined && status !== 204;
    return new Response(hasBody ? JSON.stringify(answer.body) : null, {
      status,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...answer.headers },
    });
  };
  return {
    fetch: fetch as FakeApi['fetch'],
    requests,
    sent: (key) => requests.filter((request) => `${request.method} ${request.path.split('?')[0]}` === key),
  };
}

/**
 * An API client of `appName` over a stand-in server and in-memory token storage, for components
 * that take their client from `ApiClientProvider` (stories, kit tests). No navigation happens:
 * an ended session is only recorded in `expired`.
 */
export function createFakeApiClient(
  handlers: FakeHandlers,
  options: { appName?: string; language?: 'ko' | 'en' } = {},
): FakeApi & { client: ApiClient; expired: (string | null | undefined)[] } {
  const api = createFakeApi(handlers);
  const expired: (string | null | undefined)[] = [];
  const client = createBrowserApiClient({
    config: resolveAppConfig(options.appName ?? 'customer', {}),
    tokenStore: createTokenStore({ local: new MemoryStorage(), session: new MemoryStorage() }),
    getLanguage: () => options.language ?? 'ko',
    location: { pathname: '/', search: '', assign: (url) => void expired.push(url) },
    fetch: api.fetch,
    locks: null,
  });
  return { ...api, client, expired };
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
