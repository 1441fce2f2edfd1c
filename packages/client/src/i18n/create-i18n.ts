import { DEFAULT_LANGUAGE, LANGUAGES, type Language, parseLanguage } from '@baro/core';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadErrorMessages } from '../errors/error-messages.ts';
import type { CatalogSource, KitCatalog } from './catalog.ts';
import {
  applyDocumentLanguage,
  browserLocalStorage,
  type LanguageStorage,
  resolveInitialLanguage,
  storeLanguage,
} from './language-preference.ts';

export type { I18n };

export interface CreateI18nOptions<Catalog extends KitCatalog> {
  /** Every language's catalogue, or a loader for it (see CatalogSource). */
  readonly catalogs: Readonly<Record<Language, CatalogSource<Catalog>>>;
  /** Where the choice persists; defaults to `window.localStorage`, null for nowhere. */
  readonly storage?: LanguageStorage | null;
  /** Whose `<html lang>` follows the language; defaults to `document`, null for none. */
  readonly document?: Document | null;
  /** Starts in this language instead of the stored one. */
  readonly language?: Language;
  /**
   * Sections of the catalogue that load with the screens that use them (`loadCatalogParts`), not
   * with the app: per part, a loader per language of an object merged into the catalogue. Once a
   * part is wanted, a change of language loads it in the new language too.
   */
  readonly parts?: Readonly<Record<string, CatalogPartLoaders>>;
}

/** One part of a catalogue, per language. */
export type CatalogPartLoaders = Readonly<Record<Language, () => Promise<object>>>;

const NAMESPACE = 'translation';
const loaders = new WeakMap<I18n, (language: Language) => Promise<void>>();
const partLoaders = new WeakMap<I18n, (names: readonly string[]) => Promise<void>>();
const ready = new WeakMap<I18n, Promise<void>>();

/**
 * An i18next instance for a Baro app:
 *
 * - starts in the stored language, else Korean (SPEC §9); only `ko` and `en` exist, and any other
 *   code falls back to Korean;
 * - a catalogue given as an object is there at once; one given as a loader is fetched when its
 *   language is first used (meanwhile the Korean text shows), and the screens re-render when it
 *   arrives. `whenI18nReady` waits for the starting language, so an app can await it before its
 *   first render;
 * - every language change is stored in local storage and sets `<html lang>`;
 * - bound to react-i18next, so `useTranslation()` works under `<I18nextProvider i18n={…}>`.
 *
 * React escapes what it renders, so i18next's own HTML escaping is off. The keys of `t()` are
 * typed by the app's `i18next.d.ts` from its Korean catalogue (STYLE #13).
 */
export function createI18n<Catalog extends KitCatalog>(options: CreateI18nOptions<Catalog>): I18n {
  const storage = options.storage === undefined ? browserLocalStorage() : options.storage;
  const doc = options.document === undefined ? globalDocument() : options.document;
  const initial = options.language ?? resolveInitialLanguage(storage);

  const resources: Resource = {};
  for (const language of LANGUAGES) {
    const source = options.catalogs[language];
    if (typeof source !== 'function')
      resources[language] = { [NAMESPACE]: source as Resource[string][string] };
  }

  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources,
    partialBundledLanguages: true,
    lng: initial,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    defaultNS: NAMESPACE,
    ns: [NAMESPACE],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // A catalogue loaded later re-renders the screens that use it.
    react: { bindI18nStore: 'added' },
  });

  // Remembered once loaded (a part arriving first also makes a bundle, so the bundle's presence
  // says nothing about the base catalogue).
  const loading = new Map<Language, Promise<void>>();
  const loadBase = (language: Language): Promise<void> => {
    const source = options.catalogs[language];
    if (typeof source !== 'function') return Promise.resolve();
    let pending = loading.get(language);
    if (!pending) {
      pending = source().then(
        async (catalog) => {
          instance.addResourceBundle(language, NAMESPACE, catalog, true, true);
          // i18next settles which language it resolved to on a change: tell it again now that
          // the catalogue is there.
          if (parseLanguage(instance.language) === language) await instance.changeLanguage(language);
        },
        (error: unknown) => {
          loading.delete(language); // a later attempt may succeed (the chunk was only offline)
          throw error;
        },
      );
      loading.set(language, pending);
    }
    return pending;
  };

  const wantedParts = new Set<string>();
  const partLoads = new Map<string, Promise<void>>();
  const loadPart = (name: string, language: Language): Promise<void> => {
    const loader = options.parts?.[name]?.[language];
    if (!loader) return Promise.resolve();
    const key = `${name}:${language}`;
    let pending = partLoads.get(key);
    if (!pending) {
      pending = loader().then(
        (part) => {
          instance.addResourceBundle(language, NAMESPACE, part, true, true);
        },
        (error: unknown) => {
          partLoads.delete(key);
          throw error;
        },
      );
      partLoads.set(key, pending);
    }
    return pending;
  };
  const load = async (language: Language): Promise<void> => {
    await Promise.all([loadBase(language), ...[...wantedParts].map((name) => loadPart(name, language))]);
  };
  loaders.set(instance, load);
  partLoaders.set(instance, async (names) => {
    for (const name of names) wantedParts.add(name);
    const language = parseLanguage(instance.language);
    await Promise.all(names.map((name) => loadPart(name, language)));
  });
  ready.set(
    instance,
    load(initial).catch(() => {}),
  );

  applyDocumentLanguage(doc, initial);
  instance.on('languageChanged', (code: string) => {
    const language = parseLanguage(code);
    storeLanguage(storage, language);
    applyDocumentLanguage(doc, language);
    void load(language).catch(() => {});
    void loadErrorMessages();
  });
  return instance;
}

/**
 * Loads parts of the catalogue (CreateI18nOptions `parts`) in the current language, and in any
 * language switched to later; resolves when they are there. A route loads the parts its page
 * reads along with the page's chunk. Names the instance has no loader for are there already
 * (a test's instance bundles the whole catalogue).
 */
export function loadCatalogParts(instance: I18n, names: readonly string[]): Promise<void> {
  return partLoaders.get(instance)?.(names) ?? Promise.resolve();
}

/** Resolves when the starting language's catalogue is there (at once when it was bundled). */
export function whenI18nReady(instance: I18n): Promise<void> {
  return ready.get(instance) ?? Promise.resolve();
}

/** The current UI language, for code outside React (the API client's `lang` header, SPEC §7). */
export function getLanguage(instance: I18n): Language {
  return parseLanguage(instance.language);
}

/**
 * Switches the UI language once its catalogue is there; the choice persists and `<html lang>`
 * follows. Rejects (staying in the current language) when the catalogue cannot be loaded.
 */
export async function setLanguage(language: Language, instance: I18n): Promise<void> {
  // Answers already on screen came in the language being left; the catalogue translates them.
  await Promise.all([loaders.get(instance)?.(language), loadErrorMessages()]);
  await instance.changeLanguage(language);
}

function globalDocument(): Document | null {
  return typeof document === 'undefined' ? null : document;
}
