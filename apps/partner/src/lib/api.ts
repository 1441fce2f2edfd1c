import {
  type ApiClient,
  createBrowserApiClient,
  createFileUploader,
  createTokenStore,
  type FileUploader,
  getLanguage,
  type TokenStore,
} from '@baro/client';
import { appConfig } from '../app-config.ts';
import { i18n } from '../i18n/i18n.ts';

/** The session tokens the customer site's login stored (SPEC §3; same origin, same storage). */
export const tokenStore: TokenStore = createTokenStore();

/**
 * The app's one API client (`@baro/client`'s browser wiring): `lang` from the UI language, and —
 * as in every app but the customer one (SPEC §4) — no refresh: a 401 clears the tokens and the
 * browser goes to `/login?backTo=/partner/…` with a full page load. Features import it; tests fake
 * `fetch` (`@baro/client/testing`).
 */
export const apiClient: ApiClient = createBrowserApiClient({
  config: appConfig,
  tokenStore,
  getLanguage: () => getLanguage(i18n),
});

/** Uploads through `POST /api/file/upload` (the two-step file feature, without binding). */
export const fileUploader: FileUploader = createFileUploader({
  api: apiClient,
  getLanguage: () => getLanguage(i18n),
});
