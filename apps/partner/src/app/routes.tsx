import { LoadingState, RootErrorPage, RouteErrorPage } from '@baro/ui';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths.ts';
import { errorPage } from './pages/ErrorPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RequirePartner } from './shell/RequirePartner.tsx';
import { Shell } from './shell/Shell.tsx';

/**
 * The route table, relative to the `/partner` basename. The guard and the shell are the root
 * layout; every page is its own chunk, loaded when first visited (the loading bar runs meanwhile).
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: (
      <RequirePartner>
        <Shell />
      </RequirePartner>
    ),
    errorElement: <RootErrorPage {...errorPage} />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        errorElement: <RouteErrorPage {...errorPage} />,
        children: [
          { index: true, element: <Navigate to={paths.bids} replace /> },
          { path: paths.bids, lazy: () => import('./routes/bids.tsx') },
          { path: paths.bid, lazy: () => import('./routes/bid-detail.tsx') },
          { path: paths.quotes, lazy: () => import('./routes/quotes.tsx') },
          { path: paths.shipments, lazy: () => import('./routes/shipments.tsx') },
          { path: paths.shipment, lazy: () => import('./routes/shipment-detail.tsx') },
          { path: paths.rates, lazy: () => import('./routes/rates.tsx') },
          { path: paths.rateNew, lazy: () => import('./routes/rate-edit.tsx') },
          { path: paths.rate, lazy: () => import('./routes/rate-edit.tsx') },
          { path: paths.members, lazy: () => import('./routes/members.tsx') },
          { path: paths.notifications, lazy: () => import('./routes/notifications.tsx') },
          { path: paths.notFound, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
