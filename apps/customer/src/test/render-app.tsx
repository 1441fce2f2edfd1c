import { createQueryClient } from '@baro/client';
import type { Language } from '@baro/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/App.tsx';
import { apiClient } from '../lib/api.ts';
import type { ServerState } from '../store/hydrate.ts';
import { createAppStore } from '../store/store.ts';
import { createTestI18n } from './i18n.ts';

export interface RenderAppOptions {
  language?: Language;
  /** The address to start at. */
  path?: string;
  /** Routes around the element; by default the element answers every path. */
  routes?: RouteObject[];
  /** State the server rendered the page with (SPEC §4), merged into the store at its creation. */
  serverState?: ServerState;
}

/**
 * Renders `element` with everything the app provides (i18n in `language`, the Redux store, a
 * fresh query cache, the app's API client over `fetch` — fake it with `@baro/client/testing` —
 * and @baro/ui's provider) inside a memory router; other paths render their path, so a test can
 * see where a navigation went.
 */
export function renderApp(element: ReactNode, options: RenderAppOptions = {}) {
  const i18n = createTestI18n({ language: options.language ?? 'ko' });
  const store = createAppStore(options.serverState ? { serverState: options.serverState } : {});
  const queryClient = createQueryClient();
  const routes: RouteObject[] = options.routes ?? [
    { path: (options.path ?? '/').split('?')[0], element },
    { path: '*', element: <Elsewhere /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient} apiClient={apiClient}>
      {/* The app provides its store in a layout route (app/store-route.tsx); a screen under test gets its own. */}
      <ReduxProvider store={store}>
        <RouterProvider router={router} />
      </ReduxProvider>
    </AppProviders>,
  );
  return { ...view, user, router, i18n, store, queryClient };
}

function Elsewhere() {
  return <p data-testid="elsewhere">elsewhere</p>;
}
