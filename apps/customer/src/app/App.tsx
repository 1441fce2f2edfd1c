import type { ApiClient, I18n } from '@baro/client';
import { AppKitProvider } from '@baro/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface AppProvidersProps {
  i18n: I18n;
  /**
   * A data cache for everything (tests). The app leaves it out: its pages and the member's corner
   * provide the one cache with them (`DataCache`), so TanStack Query is not on the first page.
   */
  queryClient?: QueryClient;
  apiClient: ApiClient;
  children?: ReactNode;
}

/**
 * Everything the screens rely on: the kit (translations, the API client, @baro/ui's provider in
 * the customer variant, following the UI language). The data cache of SPEC §9 and the request-state
 * store of SPEC §3 (the only Redux in Baro, ADR 0006) are not here: they load with the pages that
 * use them (`app/data-route.tsx`, `app/store-route.tsx`), so neither TanStack Query nor Redux is on
 * the first page (ADR 0016).
 */
export function AppProviders({ i18n, queryClient, apiClient, children }: AppProvidersProps) {
  return (
    <AppKitProvider
      i18n={i18n}
      {...(queryClient ? { queryClient } : {})}
      apiClient={apiClient}
      variant="customer"
    >
      {children}
    </AppKitProvider>
  );
}
