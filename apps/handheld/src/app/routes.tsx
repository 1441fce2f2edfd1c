import { LoadingState, RootErrorPage, RouteErrorPage } from '@baro/ui';
import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths.ts';
import { errorPage } from './pages/ErrorPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RequireWorker } from './shell/RequireWorker.tsx';
import { Shell } from './shell/Shell.tsx';

/**
 * The route table, relative to the `/handheld` basename. The login page stands alone; the guard and
 * the shell are the layout of everything else, and every task screen is its own chunk (the first
 * page stays small, ADR 0016). The service worker keeps every chunk for offline use.
 */
export const routes: RouteObject[] = [
  {
    path: paths.login,
    lazy: () => import('./routes/login.tsx'),
    errorElement: <RootErrorPage {...errorPage} />,
    hydrateFallbackElement: <LoadingState />,
  },
  {
    path: paths.home,
    element: (
      <RequireWorker>
        <Shell />
      </RequireWorker>
    ),
    errorElement: <RootErrorPage {...errorPage} />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        errorElement: <RouteErrorPage {...errorPage} />,
        children: [
          { index: true, lazy: () => import('./routes/menu.tsx') },
          { path: paths.receive, lazy: () => import('./routes/receive.tsx') },
          { path: paths.move, lazy: () => import('./routes/move.tsx') },
          { path: paths.count, lazy: () => import('./routes/count.tsx') },
          { path: paths.pick, lazy: () => import('./routes/pick.tsx') },
          { path: paths.queue, lazy: () => import('./routes/queue.tsx') },
          { path: paths.notFound, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
