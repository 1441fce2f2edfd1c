import '@baro/ui/styles.css';
import './app/app.css';
import { createQueryClient, whenI18nReady } from '@baro/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/App.tsx';
import { routes } from './app/routes.tsx';
import { i18n } from './i18n/i18n.ts';
import { apiClient } from './lib/api.ts';
import { BASENAME } from './lib/paths.ts';

async function start(): Promise<void> {
  // The visitor's language may be English, whose catalogue is its own chunk.
  await whenI18nReady(i18n);
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');

  const router = createBrowserRouter(routes, { basename: BASENAME });
  createRoot(root).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={createQueryClient()} apiClient={apiClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
