import { parseLanguage } from '@baro/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from './error-message.ts';

/** `getErrorText` bound to the current UI language: `const errorText = useErrorText(); errorText(failureInfo)`. */
export function useErrorText(): (error: unknown) => string {
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useCallback((error: unknown) => getErrorText(error, language), [language]);
}
