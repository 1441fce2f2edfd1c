import {
  type ApiClient,
  createBrowserApiClient,
  createTokenStore,
  getLanguage,
  redirectToLogin,
  type TokenStore,
} from '@baro/client';
import { appConfig } from '../app-config.ts';
import { i18n } from '../i18n/i18n.ts';
import { captureMessage } from './error-tracking.ts';

/** The browser's session tokens (SPEC §3): local storage with "keep me logged in", else session storage. */
export const tokenStore: TokenStore = createTokenStore();

/**
 * The app's one API client (`@baro/client`'s browser wiring): `lang` from the UI language, the
 * session refreshed once on a 401 (the customer app is the one that refreshes, SPEC §4) and a
 * full-page redirect to `/login?backTo=…` when it is over, timeouts reported to error tracking.
 * Features import it; tests fake `fetch` (`@baro/client/testing`).
 */
export const apiClient: ApiClient = createBrowserApiClient({
  config: appConfig,
  tokenStore,
  getLanguage: () => getLanguage(i18n),
  captureMessage,
});

/** Leaves for the login page with a full page load, coming back to `backTo` (SPEC §2). */
export { redirectToLogin };
