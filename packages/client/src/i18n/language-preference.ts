import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@baro/core';

/** The local-storage key under which the visitor's language choice is kept. */
export const LANGUAGE_STORAGE_KEY = 'baro.language';

/** The part of the Web Storage API used here; tests pass an in-memory stand-in. */
export interface LanguageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The language chosen earlier on this browser, or null when none was (or storage is blocked:
 * browsers throw from storage in private modes and sandboxed frames).
 */
export function readStoredLanguage(storage: LanguageStorage | null | undefined): Language | null {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Remembers the choice; a storage that refuses writes only means it is not remembered. */
export function storeLanguage(storage: LanguageStorage | null | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Nothing to do: the choice still holds for this page.
  }
}

/** The language to start with: the stored choice, else Korean (SPEC §9). */
export function resolveInitialLanguage(storage: LanguageStorage | null | undefined): Language {
  return readStoredLanguage(storage) ?? DEFAULT_LANGUAGE;
}

/** Sets `<html lang>` so screen readers, fonts and hyphenation follow the UI language. */
export function applyDocumentLanguage(doc: Document | null | undefined, language: Language): void {
  if (doc && doc.documentElement.lang !== language) doc.documentElement.lang = language;
}

/** `window.localStorage`, or null where reading it throws (blocked storage). */
export function browserLocalStorage(): LanguageStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
