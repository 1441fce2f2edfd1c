import { type Language, parseLanguage } from '@baro/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyDocumentLanguage } from '../i18n/language-preference.ts';

/**
 * The UI language for the shell's language switch: the current `language`, and `setLanguage`,
 * which switches every `t()` on the page, persists the choice and is sent as `lang` on the next
 * requests. Keeps `<html lang>` on the current language while mounted.
 */
export function useDocumentLanguage(): {
  readonly language: Language;
  readonly setLanguage: (language: Language) => Promise<void>;
} {
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.resolvedLanguage ?? i18n.language);

  useEffect(() => {
    applyDocumentLanguage(document, language);
  }, [language]);

  const setLanguage = useCallback(
    async (next: Language) => {
      await i18n.changeLanguage(next);
    },
    [i18n],
  );
  return { language, setLanguage };
}
