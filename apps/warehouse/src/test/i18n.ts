import { type CreateI18nOptions, createI18n, type I18n } from '@baro/client';
import type { Catalog } from '../i18n/catalog.ts';
import { en } from '../i18n/catalogs/en.ts';
import { enHandover } from '../i18n/catalogs/en-handover.ts';
import { ko } from '../i18n/catalogs/ko.ts';
import { koHandover } from '../i18n/catalogs/ko-handover.ts';

/** An i18next instance with both catalogues and their parts bundled (no loading), nothing stored, no `<html>` touched. */
export function createTestI18n(options: Omit<CreateI18nOptions<Catalog>, 'catalogs'> = {}): I18n {
  return createI18n<Catalog>({
    catalogs: { ko: { ...ko, ...koHandover }, en: { ...en, ...enHandover } },
    storage: null,
    document: null,
    ...options,
  });
}
