import '@baro/ui/styles.css';
import './app/app.css';
import { initErrorTracking, logBuildInfo, trackRouter, whenI18nReady } from '@baro/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/App.tsx';
import { routes } from './app/routes.tsx';
import { i18n } from './i18n/i18n.ts';
import { apiClient, session } from './lib/api.ts';
import { errorTrackingSettings } from './lib/error-tracking.ts';

async function start(): Promise<void> {
  // Before the router exists and anything renders: navigations and errors of the first render are
  // tracked too. Without VITE_SENTRY_DSN this resolves at once and the SDK is never downloaded.
  // The visitor's language may be English, whose catalogue is its own chunk.
  // A new tab of a session that is not kept gets it from another tab first (session.ready).
  await Promise.all([initErrorTracking(errorTrackingSettings), whenI18nReady(i18n), session.ready()]);
  logBuildInfo();

  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');

  const router = trackRouter(createBrowserRouter)(routes);
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} apiClient={apiClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
