import { LoadingState } from '@baro/ui';
import type { RouteObject } from 'react-router';
import { paths } from '../paths.ts';
import { RootErrorPage, RouteErrorPage } from './pages/ErrorPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { Shell } from './shell/Shell.tsx';

/**
 * The route table. The shell is the root layout; every page is its own chunk, loaded when it is
 * first visited (the loading bar runs meanwhile). A page that fails shows the error page inside
 * the shell; a failing shell shows it on its own. Every page but the start and not-found pages
 * sits in a layout route that provides the request-state store. Pages that later issues bring
 * (/fulfillment, /support) meet the not-found page until then.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <Shell />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => import('./routes/landing.tsx') },
          // In the main chunk anyway: the error page shows it for a thrown 404.
          { path: paths.notFound, element: <NotFoundPage /> },
          {
            // Every other page has the request-state store around it (ADR 0016).
            lazy: () => import('./store-route.tsx'),
            children: [
              { path: paths.login, lazy: () => import('./routes/login.tsx') },
              { path: paths.signup, lazy: () => import('./routes/signup.tsx') },
              { path: paths.findPassword, lazy: () => import('./routes/find-password.tsx') },
              { path: paths.resetPassword, lazy: () => import('./routes/reset-password.tsx') },
              { path: paths.mypage, lazy: () => import('./routes/mypage.tsx') },
              { path: paths.mypageBids, lazy: () => import('./routes/bids.tsx') },
              { path: paths.mypageBidNew, lazy: () => import('./routes/bids-new.tsx') },
              { path: paths.mypageBid, lazy: () => import('./routes/bids-detail.tsx') },
              { path: paths.mypageShipments, lazy: () => import('./routes/shipments.tsx') },
              { path: paths.mypageShipment, lazy: () => import('./routes/shipments-detail.tsx') },
              { path: paths.forwardingQuote, lazy: () => import('./routes/forwarding-quote.tsx') },
              { path: paths.forwardingEstimate, lazy: () => import('./routes/forwarding-estimate.tsx') },
              { path: paths.forwardingSchedule, lazy: () => import('./routes/schedule.tsx') },
            ],
          },
        ],
      },
    ],
  },
];
