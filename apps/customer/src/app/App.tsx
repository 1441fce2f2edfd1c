import { BaroProvider } from '@baro/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { I18n } from '../i18n/i18n.ts';
import { useLanguage } from '../i18n/use-language.ts';
import type { AppStore } from '../store/store.ts';

export interface AppProvidersProps {
  i18n: I18n;
  store: AppStore;
  queryClient: QueryClient;
  children?: ReactNode;
}

/**
 * Everything the screens rely on, outermost first: translations, the request-state store (SPEC
 * §3), the data cache (SPEC §9), and @baro/ui's provider (Mantine theme of the customer variant,
 * the overlay stack with its Escape rule, the toaster), which follows the UI language.
 */
export function AppProviders({ i18n, store, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ReduxProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <UiProvider>{children}</UiProvider>
        </QueryClientProvider>
      </ReduxProvider>
    </I18nextProvider>
  );
}

function UiProvider({ children }: { children?: ReactNode }) {
  const language = useLanguage();
  return (
    <BaroProvider variant="customer" language={language}>
      {children}
    </BaroProvider>
  );
}
