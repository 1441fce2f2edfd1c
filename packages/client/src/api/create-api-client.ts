import { type Language, REQUEST_TIMEOUT_MS } from '@baro/core';
import type { ApiBaseName } from '../app-config/api-bases.ts';
import type { AppConfig } from '../app-config/resolve-app-config.ts';
import type { SessionEndReason } from '../session/build-login-url.ts';
import { createSessionEnder } from '../session/create-session-ender.ts';
import { createSessionRefresher } from '../session/create-session-refresher.ts';
import { requestTokenRefresh } from '../session/request-token-refresh.ts';
import type { TokenStore } from '../session/token-store.ts';
import { browserLocks, type LockManagerLike } from '../session/web-locks.ts';
import type { ApiRequest } from './api-request.ts';
import { DEFAULT_LOCALE, DEFAULT_REGION } from './build-request-headers.ts';
import { buildRequestUrl } from './build-request-url.ts';
import { isSessionCall } from './is-session-call.ts';
import { ApiError } from './request-errors.ts';
import { resolveApiBase } from './resolve-api-base.ts';
import { type FetchLike, sendRequest, type Transport } from './send-request.ts';
import { isTimeoutReportSuppressed, type TimeoutReport } from './timeout-reporting.ts';

export interface ApiClientOptions {
  readonly config: AppConfig;
  /** The current UI language, sent as `lang` on every request (the server localises its messages). */
  readonly getLanguage: () => Language;
  readonly tokenStore: TokenStore;
  /**
   * The session is over (SPEC §4): the app navigates to login, e.g.
   * `(backTo, reason) => location.assign(buildLoginUrl(backTo, LOGIN_PATH, reason))`, `reason` set
   * when the refusal is one the login page names (a disabled account). The client never navigates itself.
   */
  readonly onSessionExpired: (backTo?: string, reason?: SessionEndReason) => void;
  /** The path to come back to after logging in, e.g. `() => location.pathname + location.search`. */
  readonly currentPath?: () => string | undefined;
  /**
   * Hands a timeout to error tracking (SPEC §8), e.g.
   * `(report) => Sentry.captureMessage(report.message, { level: report.level, extra: { ...report } })`.
   * Not called in the environments of TIMEOUT_REPORT_SUPPRESSED.
   */
  readonly reportTimeout?: (report: TimeoutReport) => void;
  /** Defaults to the browser's fetch. */
  readonly fetch?: FetchLike;
  /** Sent as `x-api-key` when set. */
  readonly apiKey?: string;
  /** SPEC §7 defaults: KR and KR. */
  readonly locale?: string;
  readonly region?: string;
  /** Defaults to `navigator.locks`; null refreshes with the per-tab guard only. */
  readonly locks?: LockManagerLike | null;
}

/** Everything of a request but where it goes. */
export type ApiCallOptions<T> = Omit<ApiRequest<T>, 'base' | 'method' | 'path' | 'body'>;

export interface ApiClient {
  /** Sends one request; resolves with the (schema-parsed) success body, undefined for an empty one. */
  request<T = unknown>(request: ApiRequest<T>): Promise<T>;
  get<T = unknown>(base: ApiBaseName, path: string, options?: ApiCallOptions<T>): Promise<T>;
  post<T = unknown>(base: ApiBaseName, path: string, body?: unknown, options?: ApiCallOptions<T>): Promise<T>;
  put<T = unknown>(base: ApiBaseName, path: string, body?: unknown, options?: ApiCallOptions<T>): Promise<T>;
  patch<T = unknown>(
    base: ApiBaseName,
    path: string,
    body?: unknown,
    options?: ApiCallOptions<T>,
  ): Promise<T>;
  /** SPEC §7 sends a body with some deletes (`DELETE file/delete`), so options may carry one. */
  delete<T = unknown>(
    base: ApiBaseName,
    path: string,
    options?: ApiCallOptions<T> & { readonly body?: unknown },
  ): Promise<T>;
}

/**
 * The one API client every app uses (SPEC §7, §4, §8; issue 3).
 *
 * Every request carries the common headers, the bearer token found in local or session storage
 * and a one-minute timeout. Failures are typed: {@link ApiError} (non-2xx, with the server's
 * `{ code, message, fields }`), {@link NetworkError}, {@link RequestTimeoutError}; a caller's abort
 * rejects with the abort reason.
 *
 * A 401 (outside the auth calls themselves) means the access token is no longer good:
 * - in the customer app (`config.refreshesSession`), one refresh is made for all the requests
 *   that failed together, in this tab and across tabs (see createSessionRefresher), and each is
 *   retried once with the new token. If the refresh fails, or the retry gets a 401 again, the
 *   session ends: tokens cleared, `onSessionExpired(backTo)` called, the request rejected.
 * - the other apps end the session at once (SPEC §4: they go straight to login).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { config, tokenStore } = options;

  const transport: Transport = {
    fetch: options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    timeoutMs: REQUEST_TIMEOUT_MS,
    language: options.getLanguage,
    locale: options.locale ?? DEFAULT_LOCALE,
    region: options.region ?? DEFAULT_REGION,
    apiKey: options.apiKey,
    onTimeout(target) {
      if (!options.reportTimeout || isTimeoutReportSuppressed(config)) return;
      options.reportTimeout({
        level: 'info',
        // One message for every timeout so error tracking groups them; the call is in the fields.
        message: 'API request timed out',
        method: target.method,
        url: target.url,
        timeoutMs: REQUEST_TIMEOUT_MS,
        appName: config.appName,
        environment: config.environment,
      });
    },
  };

  const endSession = createSessionEnder({
    tokenStore,
    onSessionExpired: options.onSessionExpired,
    currentPath: options.currentPath,
  });
  const refreshSession = createSessionRefresher({
    tokenStore,
    refresh: (tokens) => requestTokenRefresh(transport, config.authBase, tokens),
    locks: options.locks === undefined ? browserLocks() : (options.locks ?? undefined),
    endSession,
  });

  async function request<T>(call: ApiRequest<T>): Promise<T> {
    const url = buildRequestUrl(resolveApiBase(config, call.base), call.path, call.query);
    const send = (accessToken: string | null) =>
      sendRequest(transport, {
        method: call.method,
        url,
        body: call.body,
        schema: call.schema,
        signal: call.signal,
        headers: call.headers,
        accessToken,
      });

    // Remembered so a 401 can be matched to the session it was sent with.
    const sentAccessToken = tokenStore.read()?.accessToken ?? null;
    try {
      return await send(sentAccessToken);
    } catch (error) {
      if (!isUnauthorized(error) || isSessionCall(call)) throw error;
      if (!config.refreshesSession) {
        endSession(sentAccessToken, error);
        throw error;
      }
      const outcome = await refreshSession(sentAccessToken);
      if (!outcome.ok) throw outcome.error ?? error;
      try {
        return await send(outcome.accessToken);
      } catch (retryError) {
        // A fresh token refused again will not get better by refreshing: end rather than loop.
        if (isUnauthorized(retryError)) endSession(outcome.accessToken, retryError);
        throw retryError;
      }
    }
  }

  return {
    request,
    get: (base, path, callOptions) => request({ ...callOptions, base, method: 'GET', path }),
    post: (base, path, body, callOptions) => request({ ...callOptions, base, method: 'POST', path, body }),
    put: (base, path, body, callOptions) => request({ ...callOptions, base, method: 'PUT', path, body }),
    patch: (base, path, body, callOptions) => request({ ...callOptions, base, method: 'PATCH', path, body }),
    delete: (base, path, callOptions) => request({ ...callOptions, base, method: 'DELETE', path }),
  };
}

function isUnauthorized(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}
