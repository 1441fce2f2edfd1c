import { LoadingState } from '@baro/ui';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths.ts';
import { RootErrorPage, RouteErrorPage } from './pages/ErrorPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RequireStaff } from './shell/RequireStaff.tsx';
import { Shell } from './shell/Shell.tsx';

/**
 * The route table, relative to the `/admin` basename. The guard and the shell are the root
 * layout; every page is its own chunk, loaded when first visited (the loading bar runs meanwhile).
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: (
      <RequireStaff>
        <Shell />
      </RequireStaff>
    ),
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to={paths.teams} replace /> },
          { path: paths.teams, lazy: () => import('./routes/teams.tsx') },
          { path: paths.team, lazy: () => import('./routes/team-detail.tsx') },
          { path: paths.users, lazy: () => import('./routes/users.tsx') },
          { path: paths.user, lazy: () => import('./routes/user-detail.tsx') },
          { path: paths.partners, lazy: () => import('./routes/partners.tsx') },
          { path: paths.partnerNew, lazy: () => import('./routes/partner-new.tsx') },
          { path: paths.partner, lazy: () => import('./routes/partner-detail.tsx') },
          { path: paths.bids, lazy: () => import('./routes/bids.tsx') },
          { path: paths.bid, lazy: () => import('./routes/bid-detail.tsx') },
          { path: paths.shipments, lazy: () => import('./routes/shipments.tsx') },
          { path: paths.shipment, lazy: () => import('./routes/shipment-detail.tsx') },
          { path: paths.calendar, lazy: () => import('./routes/calendar.tsx') },
          { path: paths.outbox, lazy: () => import('./routes/outbox.tsx') },
          { path: paths.audit, lazy: () => import('./routes/audit.tsx') },
          { path: paths.notFound, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
