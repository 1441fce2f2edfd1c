import { useCallback } from 'react';
import { useLanguage } from '../i18n/use-language.ts';
import { getErrorText } from './get-error-text.ts';

/** `getErrorText` bound to the current UI language: `const errorText = useErrorText(); errorText(failureInfo)`. */
export function useErrorText(): (error: unknown) => string {
  const language = useLanguage();
  return useCallback((error: unknown) => getErrorText(error, language), [language]);
}
