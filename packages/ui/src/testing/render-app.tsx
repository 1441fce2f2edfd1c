import type { ApiClient, I18n } from '@baro/client';
import { createQueryClient } from '@baro/client';
import type { Language } from '@baro/core';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

export interface RenderAppOptions {
  language?: Language;
  /** The address to start at, relative to the app's basename (`/teams?page=2`). */
  path?: string;
  /** Routes around the element; by default the element answers every path. */
  routes?: RouteObject[];
}

/** What an app's providers take (its `app/App.tsx` `AppProviders`). */
export interface AppProvidersLikeProps {
  i18n: I18n;
  queryClient: QueryClient;
  apiClient: ApiClient;
  children?: ReactNode;
}

export interface RenderAppSetup<Extra extends object> {
  /** The app's router basename (`/admin`). */
  basename: string;
  /** The app's providers (`AppProviders` of `app/App.tsx`). */
  Providers: ComponentType<AppProvidersLikeProps>;
  /** The app's API client (over `fetch`: fake it with `@baro/client/testing`'s `fakeApi`). */
  apiClient: ApiClient;
  /** The app's test i18n (both catalogues bundled, nothing stored). */
  createI18n: (options: { language: Language }) => I18n;
  /** What the app puts between its providers and the router (a context its gate gives the screens). */
  wrap?: (router: ReactNode, options: RenderAppOptions & Partial<Extra>) => ReactNode;
}

/**
 * Makes an app's `renderApp(element, options)`: renders `element` with everything the app provides
 * (i18n in `language`, a fresh query cache, the app's API client, its providers and what `wrap`
 * adds) inside a memory router with the app's basename. It answers the view, a `userEvent` user
 * without delays, the router, the i18n instance and the query client.
 */
export function createRenderApp<Extra extends object = Record<never, never>>(setup: RenderAppSetup<Extra>) {
  const { basename, Providers, apiClient, createI18n, wrap } = setup;
  return function renderApp(element: ReactNode, options: RenderAppOptions & Partial<Extra> = {}) {
    const i18n = createI18n({ language: options.language ?? 'ko' });
    const queryClient = createQueryClient();
    const path = options.path ?? '/';
    const routes: RouteObject[] = options.routes ?? [{ path: '*', element }];
    const router = createMemoryRouter(routes, {
      basename,
      initialEntries: [`${basename}${path === '/' ? '' : path}`],
    });
    const user = userEvent.setup({ delay: null });
    const routed = <RouterProvider router={router} />;
    const view = render(
      <Providers i18n={i18n} queryClient={queryClient} apiClient={apiClient}>
        {wrap ? wrap(routed, options) : routed}
      </Providers>,
    );
    return { ...view, user, router, i18n, queryClient };
  };
}
