import { type ApiClient, ApiClientProvider, type I18n, useLanguage } from '@baro/client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BaroProvider } from '../theme/BaroProvider.tsx';
import type { ThemeVariant } from '../theme/theme-variant.ts';

export interface AppKitProviderProps {
  /** The app's i18next instance (`@baro/client`'s createI18n). */
  i18n: I18n;
  /**
   * The app's data cache (`@baro/client`'s createQueryClient). Left out by an app that provides it
   * further in, with the pages that need it, to keep TanStack Query off its first page.
   */
  queryClient?: QueryClient;
  /** The app's one API client, which the kit's pickers and account hooks use. */
  apiClient: ApiClient;
  /** `customer` for the customer site, `admin` for staff, partner and warehouse tools (SPEC §2 font). */
  variant: ThemeVariant;
  /** Anything an app adds around its screens (the customer app's request-state store). */
  children?: ReactNode;
}

/**
 * Everything the screens of a Baro app rely on, outermost first: translations, the data cache
 * (SPEC §9), the API client, and BaroProvider (Mantine theme of the variant, the overlay stack
 * with its Escape rule, the toaster), whose labels follow the UI language.
 */
export function AppKitProvider({ i18n, queryClient, apiClient, variant, children }: AppKitProviderProps) {
  const screens = (
    <ApiClientProvider client={apiClient}>
      <UiProvider variant={variant}>{children}</UiProvider>
    </ApiClientProvider>
  );
  return (
    <I18nextProvider i18n={i18n}>
      {queryClient ? <QueryClientProvider client={queryClient}>{screens}</QueryClientProvider> : screens}
    </I18nextProvider>
  );
}

function UiProvider({ variant, children }: { variant: ThemeVariant; children?: ReactNode }) {
  const language = useLanguage();
  return (
    <BaroProvider variant={variant} language={language}>
      {children}
    </BaroProvider>
  );
}
