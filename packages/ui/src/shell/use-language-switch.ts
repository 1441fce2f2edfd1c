import { useDocumentLanguage } from '@baro/client';
import type { Language } from '@baro/core';
import { useCallback } from 'react';
import { notify } from '../toast/notify.tsx';
import { SHELL_LABELS } from './shell-labels.ts';

/**
 * A shell's language switch: the current `language`, and `switchLanguage`, which switches the UI
 * (the catalogue loaded first if needed; the choice persists, `<html lang>` and `lang` on requests
 * follow) and says so in the new language.
 */
export function useLanguageSwitch(): {
  readonly language: Language;
  readonly switchLanguage: (language: Language) => Promise<void>;
} {
  const { language, setLanguage } = useDocumentLanguage();
  const switchLanguage = useCallback(
    async (next: Language) => {
      await setLanguage(next);
      notify(SHELL_LABELS[next].languageChanged, { id: 'language-changed' });
    },
    [setLanguage],
  );
  return { language, switchLanguage };
}
