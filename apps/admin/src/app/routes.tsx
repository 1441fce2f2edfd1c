import { LoadingState, RootErrorPage, RouteErrorPage } from '@baro/ui';
import { Navigate, type RouteObject } from 'react-router';
import { loadPageWords } from '../i18n/i18n.ts';
import { paths } from '../lib/paths.ts';
import { errorPage } from './pages/ErrorPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RequireStaff } from './shell/RequireStaff.tsx';
import { Shell } from './shell/Shell.tsx';

/** A route module together with the pages' words, which are not bundled with the shell (ADR 0016). */
const withPageWords = <Module,>(module: Promise<Module>): Promise<Module> =>
  Promise.all([module, loadPageWords()]).then(([loaded]) => loaded);

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
    errorElement: <RootErrorPage {...errorPage} />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        errorElement: <RouteErrorPage {...errorPage} />,
        children: [
          { index: true, element: <Navigate to={paths.teams} replace /> },
          { path: paths.teams, lazy: () => withPageWords(import('./routes/teams.tsx')) },
          { path: paths.team, lazy: () => withPageWords(import('./routes/team-detail.tsx')) },
          { path: paths.users, lazy: () => withPageWords(import('./routes/users.tsx')) },
          { path: paths.user, lazy: () => withPageWords(import('./routes/user-detail.tsx')) },
          { path: paths.partners, lazy: () => withPageWords(import('./routes/partners.tsx')) },
          { path: paths.partnerNew, lazy: () => withPageWords(import('./routes/partner-new.tsx')) },
          { path: paths.partner, lazy: () => withPageWords(import('./routes/partner-detail.tsx')) },
          { path: paths.bids, lazy: () => withPageWords(import('./routes/bids.tsx')) },
          { path: paths.bid, lazy: () => withPageWords(import('./routes/bid-detail.tsx')) },
          { path: paths.shipments, lazy: () => withPageWords(import('./routes/shipments.tsx')) },
          { path: paths.shipment, lazy: () => withPageWords(import('./routes/shipment-detail.tsx')) },
          { path: paths.locations, lazy: () => withPageWords(import('./routes/locations.tsx')) },
          { path: paths.exchangeRates, lazy: () => withPageWords(import('./routes/exchange-rates.tsx')) },
          { path: paths.schedules, lazy: () => withPageWords(import('./routes/schedules.tsx')) },
          { path: paths.applications, lazy: () => withPageWords(import('./routes/applications.tsx')) },
          { path: paths.application, lazy: () => withPageWords(import('./routes/application-detail.tsx')) },
          { path: paths.warehouses, lazy: () => withPageWords(import('./routes/warehouses.tsx')) },
          { path: paths.warehouse, lazy: () => withPageWords(import('./routes/warehouse-detail.tsx')) },
          { path: paths.stock, lazy: () => withPageWords(import('./routes/stock.tsx')) },
          { path: paths.inbound, lazy: () => withPageWords(import('./routes/inbound.tsx')) },
          { path: paths.orders, lazy: () => withPageWords(import('./routes/orders.tsx')) },
          { path: paths.returns, lazy: () => withPageWords(import('./routes/returns.tsx')) },
          { path: paths.calendar, lazy: () => withPageWords(import('./routes/calendar.tsx')) },
          { path: paths.outbox, lazy: () => withPageWords(import('./routes/outbox.tsx')) },
          { path: paths.content, lazy: () => withPageWords(import('./routes/content.tsx')) },
          { path: paths.contentNew, lazy: () => withPageWords(import('./routes/content-article.tsx')) },
          { path: paths.contentGroups, lazy: () => withPageWords(import('./routes/content-groups.tsx')) },
          { path: paths.contentArticle, lazy: () => withPageWords(import('./routes/content-article.tsx')) },
          { path: paths.audit, lazy: () => withPageWords(import('./routes/audit.tsx')) },
          { path: paths.notFound, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
