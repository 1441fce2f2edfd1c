import '@baro/ui/styles.css';
import './app/app.css';
import { createQueryClient, initErrorTracking, logBuildInfo, trackRouter, whenI18nReady } from '@baro/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/App.tsx';
import { routes } from './app/routes.tsx';
import { i18n } from './i18n/i18n.ts';
import { apiClient, session } from './lib/api.ts';
import { errorTrackingSettings } from './lib/error-tracking.ts';
import { keepProfileForOffline } from './lib/offline-profile.ts';
import { BASENAME } from './lib/paths.ts';
import { commandQueue } from './lib/queue/queue.ts';

/** The build's service worker caches the app so it opens offline (scope /handheld/, never /api). */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .register(`${BASENAME}/sw.js`, { scope: `${BASENAME}/` })
    .catch(() => undefined);
}

/**
 * The service worker's scope is `/handheld/`, which the bare `/handheld` (the router's home without
 * the slash) is not in: an offline reload there would find no worker. The address keeps its slash.
 */
function keepTrailingSlash(): void {
  if (window.location.pathname !== BASENAME) return;
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${BASENAME}/${search}${hash}`);
}

async function start(): Promise<void> {
  // Before the router exists and anything renders: navigations and errors of the first render are
  // tracked too. Without VITE_SENTRY_DSN this resolves at once and the SDK is never downloaded.
  // A new tab of a session that is not kept gets it from another tab first (session.ready).
  await Promise.all([initErrorTracking(errorTrackingSettings), whenI18nReady(i18n), session.ready()]);
  logBuildInfo();
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  // Scans an earlier visit could not send go out now (or when the network returns).
  commandQueue();
  registerServiceWorker();

  keepTrailingSlash();
  const router = trackRouter(createBrowserRouter)(routes, { basename: BASENAME });
  router.subscribe(keepTrailingSlash);
  const queryClient = createQueryClient();
  keepProfileForOffline(queryClient, session);
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient} apiClient={apiClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
