import type { AppConfig } from '../app-config/resolve-app-config.ts';
import type { FileUploader } from '../files/create-file-uploader.ts';
import { getLanguage, type I18n } from '../i18n/create-i18n.ts';
import { createSession, type Session } from '../session/create-session.ts';
import { createSharedTokenStore } from '../session/shared-token-store.ts';
import { createTokenStore, type TokenStore } from '../session/token-store.ts';
import type { ApiClient } from './create-api-client.ts';
import { type CaptureMessage, createBrowserApiClient } from './create-browser-api-client.ts';

export interface AppApiOptions {
  /** The app's configuration (`resolveAppConfig(name, import.meta.env)`). */
  readonly config: AppConfig;
  /** The app's i18n instance: `lang` on every request is its language. */
  readonly i18n: I18n;
  /** Where request timeouts are reported (the app's error tracking); not reported when absent. */
  readonly captureMessage?: CaptureMessage;
  /**
   * Where an ended session goes (SPEC §2): the customer site's `/login` unless the app has a login
   * page of its own (the warehouse apps' login id or e-mail, `/warehouse/login`).
   */
  readonly loginPath?: string;
}

/** What an app talks to the API with. */
export interface AppApi {
  /** The session tokens in browser storage (SPEC §3), shared by every app of the site. */
  readonly tokenStore: TokenStore;
  /** The one API client: features import it, the kit gets it from AppKitProvider. */
  readonly apiClient: ApiClient;
  /** The session as React can watch it (login starts it, logout ends it). */
  readonly session: Session;
  /** The two-step file upload (SPEC §4) over the API client. */
  readonly fileUploader: FileUploader;
}

/**
 * An app's API wiring in one call (its `lib/api.ts`): the token store, the browser API client
 * (the customer app refreshes a session once on a 401, the others go to login — the config
 * decides), the watchable session and the file uploader, all speaking the UI language.
 */
export function createAppApi(options: AppApiOptions): AppApi {
  // Tabs of one browser session share a session that is not kept (session storage, issue 18).
  const tokenStore = createSharedTokenStore({ store: createTokenStore() });
  const language = () => getLanguage(options.i18n);
  const apiClient = createBrowserApiClient({
    config: options.config,
    tokenStore,
    getLanguage: language,
    ...(options.captureMessage ? { captureMessage: options.captureMessage } : {}),
    ...(options.loginPath ? { loginPath: options.loginPath } : {}),
  });
  return {
    tokenStore,
    apiClient,
    session: createSession(tokenStore),
    fileUploader: lazyFileUploader(() => ({ api: apiClient, getLanguage: language })),
  };
}

/**
 * The uploader (with the file contracts and zod) loads with the first upload: every app makes
 * one at start, but only a few screens upload (issue 12).
 */
function lazyFileUploader(
  options: () => Parameters<typeof import('../files/create-file-uploader.ts').createFileUploader>[0],
): FileUploader {
  let uploader: Promise<FileUploader> | undefined;
  return {
    async upload(files, uploadOptions) {
      uploader ??= import('../files/create-file-uploader.ts').then(
        (module) => module.createFileUploader(options()),
        (error: unknown) => {
          uploader = undefined;
          throw error;
        },
      );
      return (await uploader).upload(files, uploadOptions);
    },
  };
}
