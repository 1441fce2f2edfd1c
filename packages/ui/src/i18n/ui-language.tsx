import { DEFAULT_LANGUAGE, type Language } from '@baro/core';
import { createContext, type ReactNode, use } from 'react';

// The package's own chrome (close buttons, pager labels, …) speaks the app's language without the
// UI package depending on the app's i18n library: BaroProvider passes the current language down.
const UiLanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export interface UiLanguageProviderProps {
  language: Language;
  children?: ReactNode;
}

/** Sets the language of the labels that `@baro/ui` components render themselves. */
export function UiLanguageProvider({ language, children }: UiLanguageProviderProps) {
  return <UiLanguageContext value={language}>{children}</UiLanguageContext>;
}

/** The language a component should use: its own `language` prop first, then the provider's. */
export function useUiLanguage(explicit?: Language): Language {
  const fromProvider = use(UiLanguageContext);
  return explicit ?? fromProvider;
}

/** The label set for `language`, with any caller overrides applied on top. */
export function useUiLabels<Labels extends object>(
  catalog: Readonly<Record<Language, Labels>>,
  language?: Language,
  overrides?: Partial<Labels>,
): Labels {
  const resolved = useUiLanguage(language);
  return overrides ? { ...catalog[resolved], ...overrides } : catalog[resolved];
}
