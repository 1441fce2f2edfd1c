import { type CreateI18nOptions, createI18n, type I18n, loadCatalogParts } from '@baro/client';
import type { ShellCatalog } from './catalog.ts';
import { koShell } from './catalogs/ko-shell.ts';

export type { I18n };

/**
 * The admin app's catalogues (ADR 0016): the shell's words in Korean (the default) bundled, in
 * English their own chunk loaded when first chosen; the pages' words one more chunk per language,
 * loaded with the first page (`loadPageWords`, in the route table).
 */
export const CATALOGS: CreateI18nOptions<ShellCatalog>['catalogs'] = {
  ko: koShell,
  en: () => import('./catalogs/en-shell.ts').then((module) => module.enShell),
};

/** The part of the catalogue the pages read (`teams`, `bids`, `applications`, …). */
export const PAGE_WORDS = 'pages';

export const CATALOG_PARTS: CreateI18nOptions<ShellCatalog>['parts'] = {
  [PAGE_WORDS]: {
    ko: () => import('./catalogs/ko-pages.ts').then((module) => module.koPages),
    en: () => import('./catalogs/en-pages.ts').then((module) => module.enPages),
  },
};

/** The app's instance (main.tsx awaits `whenI18nReady` before the first render). Tests build their own. */
export const i18n: I18n = createI18n({ catalogs: CATALOGS, parts: CATALOG_PARTS });

/** Loads the pages' words in the current language (and, from then on, in any language switched to). */
export const loadPageWords = (): Promise<void> => loadCatalogParts(i18n, [PAGE_WORDS]);
