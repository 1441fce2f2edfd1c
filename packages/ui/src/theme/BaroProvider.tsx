import { DEFAULT_LANGUAGE, type Language } from '@baro/core';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { UiLanguageProvider } from '../i18n/ui-language.tsx';
import { OverlayStackProvider } from '../overlay/OverlayStackProvider.tsx';
import { BaroToaster } from '../toast/BaroToaster.tsx';
import { createBaroTheme } from './create-baro-theme.ts';
import type { ThemeVariant } from './theme-variant.ts';

export interface BaroProviderProps {
  /** `'customer'` for the customer site, `'admin'` for staff, partner and warehouse tools. */
  variant?: ThemeVariant;
  /** The app's current language; the package's own labels (close, pager, …) follow it. */
  language?: Language;
  children?: ReactNode;
}

/**
 * Everything `@baro/ui` components need, once at the root of an app: the Mantine theme of the
 * variant, the UI language, the overlay stack with its Escape listener, and the toast container.
 * The app also imports `@baro/ui/styles.css` once.
 */
export function BaroProvider({
  variant = 'customer',
  language = DEFAULT_LANGUAGE,
  children,
}: BaroProviderProps) {
  const theme = useMemo(() => createBaroTheme(variant), [variant]);
  return (
    // Light only: the product has no dark design, and a forced scheme keeps Mantine off localStorage.
    <MantineProvider theme={theme} forceColorScheme="light">
      <UiLanguageProvider language={language}>
        <OverlayStackProvider>{children}</OverlayStackProvider>
        <BaroToaster />
      </UiLanguageProvider>
    </MantineProvider>
  );
}
