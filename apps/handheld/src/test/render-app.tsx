import type { UserProfile } from '@baro/core';
import { createRenderApp } from '@baro/ui/testing';
import { AppProviders } from '../app/App.tsx';
import { apiClient } from '../lib/api.ts';
import { FloorUserContext } from '../lib/floor-user.ts';
import { BASENAME } from '../lib/paths.ts';
import { workerUserFixture } from './fixtures.ts';
import { createTestI18n } from './i18n.ts';

export type { RenderAppOptions } from '@baro/ui/testing';

/**
 * `renderApp(element, { language, path, routes, user })`: `element` with everything the app
 * provides (i18n, a fresh query cache, the app's API client over `fetch` — fake it with
 * `@baro/client/testing` — and @baro/ui's provider) and the signed-in `user` (what RequireWorker
 * gives the screens; by default a worker of 인천 1센터) inside a memory router under the /handheld
 * basename; `path` is relative to it (`/orders?status=packed`).
 */
export const renderApp = createRenderApp<{ user: UserProfile }>({
  basename: BASENAME,
  Providers: AppProviders,
  apiClient,
  createI18n: createTestI18n,
  wrap: (router, options) => (
    <FloorUserContext.Provider value={options.user ?? workerUserFixture()}>
      {router}
    </FloorUserContext.Provider>
  ),
});
