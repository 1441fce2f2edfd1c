import { type CreateI18nOptions, createI18n, type I18n, loadCatalogParts } from '@baro/client';
import type { ShellCatalog } from './catalog.ts';
import { koShell } from './catalogs/ko-shell.ts';

export type { I18n };

/**
 * The customer app's catalogues (ADR 0016). The shell's words in Korean (the default, SPEC §9) are
 * bundled; the shell's words in English are their own chunk, downloaded the first time someone
 * reads in English; the pages' words are one more chunk per language, loaded with the first page
 * (`loadPageWords`, in the route table).
 */
export const CATALOGS: CreateI18nOptions<ShellCatalog>['catalogs'] = {
  ko: koShell,
  en: () => import('./catalogs/en-shell.ts').then((module) => module.enShell),
};

/** The part of the catalogue the pages read (`auth`, `mypage`, `forwarding`, `bids`, …). */
export const PAGE_WORDS = 'pages';

/** The part only the fulfillment area reads (`fulfillment`), loaded with its pages. */
export const FULFILLMENT_WORDS = 'fulfillment';

export const CATALOG_PARTS: CreateI18nOptions<ShellCatalog>['parts'] = {
  [PAGE_WORDS]: {
    ko: () => import('./catalogs/ko-pages.ts').then((module) => module.koPages),
    en: () => import('./catalogs/en-pages.ts').then((module) => module.enPages),
  },
  [FULFILLMENT_WORDS]: {
    ko: () => import('./catalogs/ko-fulfillment.ts').then((module) => module.koFulfillment),
    en: () => import('./catalogs/en-fulfillment.ts').then((module) => module.enFulfillment),
  },
};

/** The app's instance (main.tsx awaits `whenI18nReady` before the first render). Tests build their own. */
export const i18n: I18n = createI18n({ catalogs: CATALOGS, parts: CATALOG_PARTS });

/** Loads the pages' words in the current language (and, from then on, in any language switched to). */
export const loadPageWords = (): Promise<void> => loadCatalogParts(i18n, [PAGE_WORDS]);

/** Loads the fulfillment area's words (with the pages' words, which its screens share). */
export const loadFulfillmentWords = (): Promise<void> =>
  loadCatalogParts(i18n, [PAGE_WORDS, FULFILLMENT_WORDS]);
