import { createQueryClient } from '@baro/client';
import type { Language, UserProfile } from '@baro/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/App.tsx';
import { apiClient } from '../lib/api.ts';
import { FloorUserContext } from '../lib/floor-user.ts';
import { BASENAME } from '../lib/paths.ts';
import { workerUserFixture } from './fixtures.ts';
import { createTestI18n } from './i18n.ts';

export interface RenderAppOptions {
  language?: Language;
  /** The address to start at, relative to the /handheld basename (`/orders?status=packed`). */
  path?: string;
  /** Routes around the element; by default the element answers every path. */
  routes?: RouteObject[];
  /** Who is signed in (what RequireWorker gives the screens). @default a worker of 인천 1센터 */
  user?: UserProfile;
}

/**
 * Renders `element` with everything the app provides (i18n in `language`, a fresh query cache,
 * the app's API client over `fetch` — fake it with `@baro/client/testing` — and @baro/ui's
 * provider) inside a memory router with the app's basename.
 */
export function renderApp(element: ReactNode, options: RenderAppOptions = {}) {
  const i18n = createTestI18n({ language: options.language ?? 'ko' });
  const queryClient = createQueryClient();
  const path = options.path ?? '/';
  const routes: RouteObject[] = options.routes ?? [{ path: '*', element }];
  const router = createMemoryRouter(routes, {
    basename: BASENAME,
    initialEntries: [`${BASENAME}${path === '/' ? '' : path}`],
  });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient} apiClient={apiClient}>
      <FloorUserContext.Provider value={options.user ?? workerUserFixture()}>
        <RouterProvider router={router} />
      </FloorUserContext.Provider>
    </AppProviders>,
  );
  return { ...view, user, router, i18n, queryClient };
}
