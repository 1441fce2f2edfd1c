import type { ApiClient, I18n } from '@baro/client';
import { AppKitProvider } from '@baro/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from '../store/store.ts';

export interface AppProvidersProps {
  i18n: I18n;
  store: AppStore;
  queryClient: QueryClient;
  apiClient: ApiClient;
  children?: ReactNode;
}

/**
 * Everything the screens rely on: the kit (translations, the data cache of SPEC §9, the API
 * client, @baro/ui's provider in the customer variant, following the UI language) and, inside it,
 * the request-state store of SPEC §3 (the only Redux in Baro, ADR 0006).
 */
export function AppProviders({ i18n, store, queryClient, apiClient, children }: AppProvidersProps) {
  return (
    <AppKitProvider i18n={i18n} queryClient={queryClient} apiClient={apiClient} variant="customer">
      <ReduxProvider store={store}>{children}</ReduxProvider>
    </AppKitProvider>
  );
}
