import { createRenderApp } from '@baro/ui/testing';
import { AppProviders } from '../app/App.tsx';
import { apiClient } from '../lib/api.ts';
import { BASENAME } from '../lib/paths.ts';
import { createTestI18n } from './i18n.ts';

export type { RenderAppOptions } from '@baro/ui/testing';

/**
 * `renderApp(element, { language, path, routes })`: `element` with everything the app provides
 * (i18n, a fresh query cache, the app's API client over `fetch` — fake it with
 * `@baro/client/testing` — and @baro/ui's provider) inside a memory router under the
 * /admin basename; `path` is relative to it (`/teams?page=2`).
 */
export const renderApp = createRenderApp({
  basename: BASENAME,
  Providers: AppProviders,
  apiClient,
  createI18n: createTestI18n,
});
