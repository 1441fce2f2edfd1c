import {
  type ApiClient,
  type AppConfig,
  createApiClient,
  createTokenStore,
  type FetchLike,
  type LockManagerLike,
  type TimeoutReport,
  type TokenStore,
} from '@baro/client';
import type { Language } from '@baro/core';
import { appConfig } from '../app-config.ts';
import { getLanguage } from '../i18n/i18n.ts';
import { hrefs, paths } from '../paths.ts';
import { captureMessage as captureWithErrorTracking } from './error-tracking.ts';

/** The parts of `window.location` the wiring uses; tests pass a stand-in. */
export interface LocationLike {
  readonly pathname: string;
  readonly search: string;
  assign(url: string): void;
}

/** How a timeout reaches error tracking; error-tracking's `captureMessage` (a no-op without a DSN) by default. */
export type CaptureMessage = (
  message: string,
  context: Parameters<typeof captureWithErrorTracking>[1],
) => void;

export interface CustomerApiClientOptions {
  readonly config?: AppConfig<'customer'>;
  readonly tokenStore?: TokenStore;
  readonly getLanguage?: () => Language;
  readonly location?: LocationLike;
  readonly captureMessage?: CaptureMessage;
  readonly fetch?: FetchLike;
  readonly locks?: LockManagerLike | null;
}

/**
 * The customer app's API client (SPEC §7, §4, §8), with everything it needs from the browser
 * passed in, so tests can replace any of it:
 *
 * - `lang` on every request is the current UI language (i18n `getLanguage`);
 * - the session lives in the browser's token store (local or session storage);
 * - when the session is over, the browser goes to the login page with a FULL-PAGE redirect
 *   (SPEC §2), carrying the current path and query as `backTo`: a fresh page load drops every
 *   cached query and store entry of the old session. Nothing happens while already on the login
 *   page, so a failing request there cannot reload it in a loop;
 * - a request timeout goes to error tracking as a message at level info (the client itself skips
 *   the suppressed environments).
 */
export function createCustomerApiClient(options: CustomerApiClientOptions = {}): ApiClient {
  const location = options.location ?? window.location;
  const captureMessage: CaptureMessage = options.captureMessage ?? captureWithErrorTracking;
  const fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  return createApiClient({
    config: options.config ?? appConfig,
    tokenStore: options.tokenStore ?? tokenStore,
    getLanguage: options.getLanguage ?? (() => getLanguage()),
    currentPath: () => location.pathname + location.search,
    onSessionExpired: (backTo) => redirectToLogin(backTo, location),
    reportTimeout: (report) => captureMessage(report.message, timeoutContext(report)),
    fetch,
    ...(options.locks !== undefined ? { locks: options.locks } : {}),
  });
}

/**
 * Leaves for the login page with a full page load (SPEC §2): `/login?backTo=<path>` when the
 * path is a usable same-origin one, else `/login`. Does nothing on the login page itself.
 */
export function redirectToLogin(backTo: string | undefined, location: LocationLike = window.location): void {
  if (location.pathname === paths.login) return;
  location.assign(hrefs.login(backTo));
}

function timeoutContext(report: TimeoutReport) {
  return {
    level: report.level,
    tags: { kind: 'api-timeout', method: report.method },
    extra: { ...report },
  } as const;
}

/** The browser's session tokens (SPEC §3): local storage with "keep me logged in", else session storage. */
export const tokenStore: TokenStore = createTokenStore();

/** The app's one API client. Features import it; tests build their own with createCustomerApiClient. */
export const apiClient: ApiClient = createCustomerApiClient();
