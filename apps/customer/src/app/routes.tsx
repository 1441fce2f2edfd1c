import { LoadingState, RootErrorPage, RouteErrorPage } from '@baro/ui';
import type { RouteObject } from 'react-router';
import { loadFulfillmentWords, loadPageWords } from '../i18n/i18n.ts';
import { paths } from '../paths.ts';
import { errorPage } from './pages/ErrorPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { Shell } from './shell/Shell.tsx';

/** A route module together with the pages' words, which are not bundled with the shell (ADR 0016). */
const withPageWords = <Module,>(module: Promise<Module>): Promise<Module> =>
  Promise.all([module, loadPageWords()]).then(([loaded]) => loaded);

/** A fulfillment route module together with the fulfillment area's words (their own catalogue part). */
const withFulfillmentWords = <Module,>(module: Promise<Module>): Promise<Module> =>
  Promise.all([module, loadFulfillmentWords()]).then(([loaded]) => loaded);

/**
 * The route table. The shell is the root layout; every page is its own chunk, loaded when it is
 * first visited (the loading bar runs meanwhile). A page that fails shows the error page inside
 * the shell; a failing shell shows it on its own. Every page but the not-found page sits in a
 * layout route that provides the data cache, and every one but the start page too in one that
 * provides the request-state store; the start page and that layout
 * load the pages' words with them, so no page renders before its words are there; the fulfillment
 * area's pages load its words too.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <Shell />,
    errorElement: <RootErrorPage {...errorPage} />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        errorElement: <RouteErrorPage {...errorPage} />,
        children: [
          // In the main chunk anyway: the error page shows it for a thrown 404.
          { path: paths.notFound, element: <NotFoundPage /> },
          {
            // Every other page has the data cache around it, which loads with the first (ADR 0016).
            lazy: () => import('./data-route.tsx'),
            children: [
              { index: true, lazy: () => withPageWords(import('./routes/landing.tsx')) },
              {
                // Every page but the start page has the request-state store around it (ADR 0016).
                lazy: () => withPageWords(import('./store-route.tsx')),
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
                  {
                    path: paths.fulfillment,
                    lazy: () => withFulfillmentWords(import('./routes/fulfillment.tsx')),
                  },
                  {
                    // The fulfillment area: members of an approved team (the layout says why not to
                    // others). Its pages are its own route table, inside its chunk (fulfillment-area.tsx).
                    path: `${paths.mypageFulfillment}/*`,
                    lazy: () => withFulfillmentWords(import('./routes/fulfillment-area.tsx')),
                  },
                  { path: paths.support, lazy: () => import('./routes/support.tsx') },
                  { path: paths.supportFaq, lazy: () => import('./routes/support-faq.tsx') },
                  { path: paths.supportHowto, lazy: () => import('./routes/support-howto.tsx') },
                  { path: paths.supportSearch, lazy: () => import('./routes/support-search.tsx') },
                  { path: paths.supportArticle, lazy: () => import('./routes/support-article.tsx') },
                  { path: paths.tracking, lazy: () => withFulfillmentWords(import('./routes/tracking.tsx')) },
                  { path: paths.terms, lazy: () => import('./routes/terms.tsx') },
                  { path: paths.privacy, lazy: () => import('./routes/privacy.tsx') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
