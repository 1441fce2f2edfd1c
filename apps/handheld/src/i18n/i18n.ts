import { type CreateI18nOptions, createI18n, type I18n } from '@baro/client';
import type { Catalog } from './catalog.ts';
import { ko } from './catalogs/ko.ts';

export type { I18n };

/** The handheld app's catalogues: Korean (the default) bundled, English loaded when first chosen. */
export const CATALOGS: CreateI18nOptions<Catalog>['catalogs'] = {
  ko,
  en: () => import('./catalogs/en.ts').then((module) => module.en),
};

/** The app's instance (main.tsx awaits `whenI18nReady` before the first render). Tests build their own. */
export const i18n: I18n = createI18n({ catalogs: CATALOGS });
