import { captureMessage, createAppApi } from '@baro/client';
import { appConfig } from '../app-config.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * The app's API wiring (`@baro/client`'s createAppApi): `lang` from the UI language, the tokens
 * the customer site's login stored (same origin), and — as in every app but the customer one
 * (SPEC §4) — no refresh: a 401 clears the tokens and the browser goes to
 * `/login?backTo=/partner/…` with a full page load. Features import `apiClient`; tests fake
 * `fetch` (`@baro/client/testing`).
 */
export const { tokenStore, apiClient, session, fileUploader } = createAppApi({
  config: appConfig,
  i18n,
  captureMessage,
});
