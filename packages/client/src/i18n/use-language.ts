import { type Language, parseLanguage } from '@baro/core';
import { useTranslation } from 'react-i18next';

/** The current UI language (`ko` or `en`); re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return parseLanguage(i18n.language);
}
