import { DEFAULT_LANGUAGE, LANGUAGES, type Language, parseLanguage } from '@baro/core';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './catalogs/en.ts';
import { ko } from './catalogs/ko.ts';
import {
  applyDocumentLanguage,
  browserLocalStorage,
  type LanguageStorage,
  resolveInitialLanguage,
  storeLanguage,
} from './language-preference.ts';

export type { I18n };

/** Every catalogue, by language, in i18next's resource shape (one `translation` namespace). */
export const RESOURCES = {
  ko: { translation: ko },
  en: { translation: en },
} as const satisfies Record<Language, unknown>;

export interface CreateI18nOptions {
  /** Where the choice persists; defaults to `window.localStorage`, null for nowhere. */
  readonly storage?: LanguageStorage | null;
  /** Whose `<html lang>` follows the language; defaults to `document`, null for none. */
  readonly document?: Document | null;
  /** Starts in this language instead of the stored one. */
  readonly language?: Language;
}

/**
 * An i18next instance for the partner app, ready on return (the catalogues are bundled, so
 * initialisation is synchronous):
 *
 * - starts in the stored language, else Korean (SPEC §9); only `ko` and `en` exist, and any
 *   other code falls back to Korean;
 * - every language change is stored in local storage and sets `<html lang>`;
 * - bound to react-i18next, so `useTranslation()` works under `<I18nextProvider i18n={…}>`
 *   (and without a provider, for the last instance created).
 *
 * React escapes what it renders, so i18next's own HTML escaping is off.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const storage = options.storage === undefined ? browserLocalStorage() : options.storage;
  const doc = options.document === undefined ? globalDocument() : options.document;
  const initial = options.language ?? resolveInitialLanguage(storage);

  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
    lng: initial,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    defaultNS: 'translation',
    ns: ['translation'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyDocumentLanguage(doc, initial);

  instance.on('languageChanged', (code: string) => {
    const language = parseLanguage(code);
    storeLanguage(storage, language);
    applyDocumentLanguage(doc, language);
  });
  return instance;
}

/** The app's instance. Tests build their own with {@link createI18n}. */
export const i18n: I18n = createI18n();

/**
 * The current UI language, for code outside React: the API client sends it as `lang` on every
 * request (SPEC §7), so the server answers in it.
 */
export function getLanguage(instance: I18n = i18n): Language {
  return parseLanguage(instance.resolvedLanguage ?? instance.language);
}

/** Switches the UI language; the choice persists and `<html lang>` follows. */
export async function setLanguage(language: Language, instance: I18n = i18n): Promise<void> {
  await instance.changeLanguage(language);
}

function globalDocument(): Document | null {
  return typeof document === 'undefined' ? null : document;
}
