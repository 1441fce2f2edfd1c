import type { Language } from '@baro/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/App.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

export interface RenderAppOptions {
  language?: Language;
  /** The address to start at, relative to the /partner basename. */
  path?: string;
  /** Routes around the element; by default the element answers every path. */
  routes?: RouteObject[];
}

/**
 * Renders `element` with everything the app provides (i18n in `language`, a fresh query cache,
 * @baro/ui's provider) inside a memory router with the app's basename.
 */
export function renderApp(element: ReactNode, options: RenderAppOptions = {}) {
  const i18n = createI18n({ storage: null, document: null, language: options.language ?? 'ko' });
  const queryClient = createQueryClient();
  const path = options.path ?? '/';
  const routes: RouteObject[] = options.routes ?? [{ path: '*', element }];
  const router = createMemoryRouter(routes, {
    basename: '/partner',
    initialEntries: [`/partner${path === '/' ? '' : path}`],
  });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, i18n, queryClient };
}
