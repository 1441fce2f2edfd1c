import type { Language } from '@baro/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage as setI18nLanguage } from './create-i18n.ts';
import { applyDocumentLanguage } from './language-preference.ts';
import { useLanguage } from './use-language.ts';

/**
 * The UI language for a shell's language switch: the current `language`, and `setLanguage`,
 * which loads the language's catalogue if needed, switches every `t()` on the page, persists the
 * choice and is sent as `lang` on the next requests. Keeps `<html lang>` on the current language
 * while mounted.
 */
export function useDocumentLanguage(): {
  readonly language: Language;
  readonly setLanguage: (language: Language) => Promise<void>;
} {
  const { i18n } = useTranslation();
  const language = useLanguage();

  useEffect(() => {
    applyDocumentLanguage(document, language);
  }, [language]);

  const setLanguage = useCallback((next: Language) => setI18nLanguage(next, i18n), [i18n]);
  return { language, setLanguage };
}
