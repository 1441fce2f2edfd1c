import { BaroProvider } from '@baro/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { I18n } from '../i18n/i18n.ts';
import { useLanguage } from '../i18n/use-language.ts';

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children?: ReactNode;
}

/**
 * Everything the screens rely on, outermost first: translations, the data cache (SPEC §9), and
 * @baro/ui's provider in the admin variant (the admin font, SPEC §2), following the UI language.
 */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <UiProvider>{children}</UiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function UiProvider({ children }: { children?: ReactNode }) {
  const language = useLanguage();
  return (
    <BaroProvider variant="admin" language={language}>
      {children}
    </BaroProvider>
  );
}
