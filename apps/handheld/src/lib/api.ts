import { captureMessage, createAppApi } from '@baro/client';
import { appConfig } from '../app-config.ts';
import { i18n } from '../i18n/i18n.ts';
import { LOGIN_DOCUMENT_PATH } from './paths.ts';

/**
 * The app's API wiring (`@baro/client`'s createAppApi): `lang` from the UI language, the tokens
 * in browser storage and — as in every app but the customer one (SPEC §4) — no refresh: a 401
 * clears the tokens and the browser goes to this app's own login page (login id or e-mail,
 * `/handheld/login?backTo=/handheld/…`). Features import `apiClient`; tests fake `fetch`.
 */
export const { tokenStore, apiClient, session, fileUploader } = createAppApi({
  config: appConfig,
  i18n,
  captureMessage,
  loginPath: LOGIN_DOCUMENT_PATH,
});
