import type { Language } from '@baro/core';
import type { AppConfig } from '../app-config/resolve-app-config.ts';
import { buildLoginUrl, LOGIN_PATH, type SessionEndReason } from '../session/build-login-url.ts';
import type { TokenStore } from '../session/token-store.ts';
import type { LockManagerLike } from '../session/web-locks.ts';
import { type ApiClient, createApiClient } from './create-api-client.ts';
import type { FetchLike } from './send-request.ts';
import type { TimeoutReport } from './timeout-reporting.ts';

/** The parts of `window.location` the wiring uses; tests pass a stand-in. */
export interface LocationLike {
  readonly pathname: string;
  readonly search: string;
  assign(url: string): void;
}

/** How a timeout reaches error tracking: Sentry's `captureMessage(message, context)` or a stand-in. */
export type CaptureMessage = (
  message: string,
  context: {
    readonly level: TimeoutReport['level'];
    readonly tags: Readonly<Record<string, string>>;
    readonly extra: Readonly<Record<string, unknown>>;
  },
) => void;

export interface BrowserApiClientOptions {
  readonly config: AppConfig;
  readonly tokenStore: TokenStore;
  /** The current UI language, sent as `lang` (the app's i18n `getLanguage`). */
  readonly getLanguage: () => Language;
  /** Defaults to `window.location`. */
  readonly location?: LocationLike;
  /** The one login page of the site (SPEC §2); `/login` unless the app is told otherwise. */
  readonly loginPath?: string;
  /** Where a request timeout is reported (SPEC §8); not reported when absent. */
  readonly captureMessage?: CaptureMessage;
  /** Defaults to the browser's fetch, looked up on every call (so tests can replace it). */
  readonly fetch?: FetchLike;
  /** Defaults to `navigator.locks`; null refreshes with the per-tab guard only. */
  readonly locks?: LockManagerLike | null;
}

/**
 * A web app's API client, wired to the browser (SPEC §7, §4, §8):
 *
 * - `lang` on every request is the current UI language;
 * - the session lives in the browser's token store (local or session storage), shared by every
 *   app of the site;
 * - when the session is over (the customer app after its one refresh failed, the other apps at the
 *   first 401), the browser goes to the login page with a FULL-PAGE redirect (SPEC §2) carrying
 *   the current path and query as `backTo` (and `reason=ACCOUNT_DISABLED` when staff disabled the
 *   account, which the login page says): a fresh page load drops every cached query and store
 *   entry of the old session. Nothing happens while already on the login page, so a failing
 *   request there cannot reload it in a loop;
 * - a request timeout goes to error tracking as a message at level info (the client itself skips
 *   the suppressed environments).
 */
export function createBrowserApiClient(options: BrowserApiClientOptions): ApiClient {
  const location = options.location ?? window.location;
  const loginPath = options.loginPath ?? LOGIN_PATH;
  const { captureMessage } = options;
  return createApiClient({
    config: options.config,
    tokenStore: options.tokenStore,
    getLanguage: options.getLanguage,
    currentPath: () => location.pathname + location.search,
    onSessionExpired: (backTo, reason) => redirectToLogin(backTo, location, loginPath, reason),
    ...(captureMessage
      ? { reportTimeout: (report: TimeoutReport) => captureMessage(report.message, timeoutContext(report)) }
      : {}),
    fetch: options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    ...(options.locks !== undefined ? { locks: options.locks } : {}),
  });
}

/**
 * Leaves for the login page with a full page load (SPEC §2): `/login?backTo=<path>` when the
 * path is a usable same-origin one, else `/login`, with `reason` when given. Does nothing on the
 * login page itself.
 */
export function redirectToLogin(
  backTo: string | null | undefined,
  location: LocationLike = window.location,
  loginPath: string = LOGIN_PATH,
  reason?: SessionEndReason,
): void {
  if (location.pathname === loginPath) return;
  location.assign(buildLoginUrl(backTo, loginPath, reason));
}

function timeoutContext(report: TimeoutReport) {
  return {
    level: report.level,
    tags: { kind: 'api-timeout', method: report.method },
    extra: { ...report },
  } as const;
}
