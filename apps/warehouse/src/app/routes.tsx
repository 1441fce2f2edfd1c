import { LoadingState, RootErrorPage, RouteErrorPage } from '@baro/ui';
import type { RouteObject } from 'react-router';
import { loadHandoverWords } from '../i18n/i18n.ts';
import { paths } from '../lib/paths.ts';
import { errorPage } from './pages/ErrorPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RequireWorker } from './shell/RequireWorker.tsx';
import { Shell } from './shell/Shell.tsx';

/** A handover page's module once its words are there too (they are a catalogue part). */
const withHandoverWords = <T,>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadHandoverWords()]).then(([loaded]) => loaded);

/**
 * The route table, relative to the `/warehouse` basename. The login page stands alone; the guard
 * and the shell are the layout of everything else, and every page is its own chunk, loaded when
 * first visited (the loading bar runs meanwhile).
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
          { index: true, lazy: () => import('./routes/today.tsx') },
          { path: paths.orders, lazy: () => import('./routes/orders.tsx') },
          { path: paths.order, lazy: () => import('./routes/order-detail.tsx') },
          { path: paths.waves, lazy: () => import('./routes/waves.tsx') },
          { path: paths.wave, lazy: () => import('./routes/wave-detail.tsx') },
          { path: paths.packing, lazy: () => import('./routes/packing.tsx') },
          { path: paths.handoverPage, lazy: () => withHandoverWords(import('./routes/handover.tsx')) },
          { path: paths.inbound, lazy: () => import('./routes/inbound.tsx') },
          { path: paths.inboundDetail, lazy: () => import('./routes/inbound-detail.tsx') },
          { path: paths.returns, lazy: () => import('./routes/returns.tsx') },
          { path: paths.returnDetail, lazy: () => import('./routes/return-detail.tsx') },
          { path: paths.stock, lazy: () => import('./routes/stock.tsx') },
          { path: paths.movements, lazy: () => import('./routes/movements.tsx') },
          { path: paths.locations, lazy: () => import('./routes/locations.tsx') },
          { path: paths.notFound, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
