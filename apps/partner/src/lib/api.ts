import {
  type ApiClient,
  type AppConfig,
  createApiClient,
  createFileUploader,
  type FetchLike,
  type FileUploader,
  type TokenStore,
} from '@baro/client';
import type { Language } from '@baro/core';
import { appConfig } from '../app-config.ts';
import { getLanguage } from '../i18n/i18n.ts';
import { loginHref } from './paths.ts';
import { tokenStore } from './session.ts';

/** The parts of `window.location` the wiring uses; tests pass a stand-in. */
export interface LocationLike {
  readonly pathname: string;
  readonly search: string;
  assign(url: string): void;
}

export interface PartnerApiClientOptions {
  readonly config?: AppConfig<'partner'>;
  readonly tokenStore?: TokenStore;
  readonly getLanguage?: () => Language;
  readonly location?: LocationLike;
  readonly fetch?: FetchLike;
}

/**
 * The partner app's API client (SPEC §7, §4, §8):
 *
 * - `lang` on every request is the current UI language;
 * - the bearer token is the session the customer site's login stored (same origin);
 * - a 401 is NOT refreshed (only the customer app refreshes, SPEC §4): the client clears the
 *   tokens and the browser goes to `/login?backTo=/partner/…` with a full page load, so nothing
 *   of the old session survives in memory.
 */
export function createPartnerApiClient(options: PartnerApiClientOptions = {}): ApiClient {
  const location = options.location ?? window.location;
  const fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  return createApiClient({
    config: options.config ?? appConfig,
    tokenStore: options.tokenStore ?? tokenStore,
    getLanguage: options.getLanguage ?? (() => getLanguage()),
    currentPath: () => location.pathname + location.search,
    onSessionExpired: (backTo) => redirectToLogin(backTo, location),
    fetch,
  });
}

/** Leaves for the login page with a full page load, coming back to `backTo` (a document path). */
export function redirectToLogin(backTo: string | undefined, location: LocationLike = window.location): void {
  location.assign(loginHref(backTo));
}

/** The app's one API client. Features import it; tests build their own or fake `fetch`. */
export const apiClient: ApiClient = createPartnerApiClient();

/** Uploads through `POST /api/file/upload` (the two-step file feature, without binding). */
export const fileUploader: FileUploader = createFileUploader({
  api: apiClient,
  getLanguage: () => getLanguage(),
});
