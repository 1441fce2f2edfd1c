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
 * client, @baro/ui's provider in the customer variant, following the UI language). The
 * request-state store of SPEC §3 (the only Redux in Baro, ADR 0006) is not here: it loads with the
 * pages that use it (`app/store-route.tsx`), so Redux is not on the first page (ADR 0016).
 */
export function AppProviders({ i18n, queryClient, apiClient, children }: AppProvidersProps) {
  return (
    <AppKitProvider i18n={i18n} queryClient={queryClient} apiClient={apiClient} variant="customer">
      {children}
    </AppKitProvider>
  );
}
