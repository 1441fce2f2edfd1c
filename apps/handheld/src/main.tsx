import '@baro/ui/styles.css';
import './app/app.css';
import { createQueryClient, initErrorTracking, trackRouter, whenI18nReady } from '@baro/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/App.tsx';
import { routes } from './app/routes.tsx';
import { i18n } from './i18n/i18n.ts';
import { apiClient } from './lib/api.ts';
import { errorTrackingSettings } from './lib/error-tracking.ts';
import { BASENAME } from './lib/paths.ts';
import { commandQueue } from './lib/queue/queue.ts';

/** The build's service worker caches the app so it opens offline (scope /handheld/, never /api). */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .register(`${BASENAME}/sw.js`, { scope: `${BASENAME}/` })
    .catch(() => undefined);
}

async function start(): Promise<void> {
  // Before the router exists and anything renders: navigations and errors of the first render are
  // tracked too. Without VITE_SENTRY_DSN this resolves at once and the SDK is never downloaded.
  await Promise.all([initErrorTracking(errorTrackingSettings), whenI18nReady(i18n)]);
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  // Scans an earlier visit could not send go out now (or when the network returns).
  commandQueue();
  registerServiceWorker();

  const router = trackRouter(createBrowserRouter)(routes, { basename: BASENAME });
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={createQueryClient()} apiClient={apiClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
