import { captureMessage, createAppApi, redirectToLogin } from '@baro/client';
import { appConfig } from '../app-config.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * The app's API wiring (`@baro/client`'s createAppApi): `lang` from the UI language, the session
 * refreshed once on a 401 (the customer app is the one that refreshes, SPEC §4) and a full-page
 * redirect to `/login?backTo=…` when it is over, timeouts reported to error tracking. Features
 * import `apiClient`; tests fake `fetch` (`@baro/client/testing`).
 */
export const { tokenStore, apiClient, session, fileUploader } = createAppApi({
  config: appConfig,
  i18n,
  captureMessage,
});

/** Leaves for the login page with a full page load, coming back to `backTo` (SPEC §2). */
export { redirectToLogin };
