import type { ApiClient, I18n } from '@baro/client';
import { AppKitProvider } from '@baro/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  apiClient: ApiClient;
  children?: ReactNode;
}

/**
 * Everything the screens rely on: the kit (translations, the data cache of SPEC §9, the API
 * client, @baro/ui's provider in the admin variant — the admin font of SPEC §2 — following the UI
 * language). The handheld app keeps no Redux store: TanStack Query holds every answer.
 */
export function AppProviders({ i18n, queryClient, apiClient, children }: AppProvidersProps) {
  return (
    <AppKitProvider i18n={i18n} queryClient={queryClient} apiClient={apiClient} variant="admin">
      {children}
    </AppKitProvider>
  );
}
