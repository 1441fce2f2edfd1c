import { type CreateI18nOptions, createI18n, type I18n, loadCatalogParts } from '@baro/client';
import type { Catalog } from './catalog.ts';
import { ko } from './catalogs/ko.ts';

export type { I18n };

/** The warehouse app's catalogues: Korean (the default) bundled, English loaded when first chosen. */
export const CATALOGS: CreateI18nOptions<Catalog>['catalogs'] = {
  ko,
  en: () => import('./catalogs/en.ts').then((module) => module.en),
};

/** The part only the carrier handover screens read (`handover`, `handoverStatus`), loaded with them. */
export const HANDOVER_WORDS = 'handover';

export const CATALOG_PARTS: CreateI18nOptions<Catalog>['parts'] = {
  [HANDOVER_WORDS]: {
    ko: () => import('./catalogs/ko-handover.ts').then((module) => module.koHandover),
    en: () => import('./catalogs/en-handover.ts').then((module) => module.enHandover),
  },
};

/** The app's instance (main.tsx awaits `whenI18nReady` before the first render). Tests build their own. */
export const i18n: I18n = createI18n({ catalogs: CATALOGS, parts: CATALOG_PARTS });

/** Loads the handover screens' words in the current language (and in any language switched to). */
export const loadHandoverWords = (): Promise<void> => loadCatalogParts(i18n, [HANDOVER_WORDS]);
