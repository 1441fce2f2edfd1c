// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest';
import { errorMessageOf } from '../errors/error-messages.ts';
import { memoryStorage } from '../testing/memory-storage.ts';
import { createI18n, getLanguage, loadCatalogParts, setLanguage, whenI18nReady } from './create-i18n.ts';
import { LANGUAGE_STORAGE_KEY } from './language-preference.ts';

const ko = {
  documentTitle: { suffix: '바로 Baro', home: '바로' },
  nav: { login: '로그인', greeting: '{{name}}님' },
};
const en = {
  documentTitle: { suffix: 'Baro', home: 'Baro' },
  nav: { login: 'Log in', greeting: 'Hi {{name}}' },
};
const bundled = { ko, en } as const;

describe('createI18n', () => {
  test('starts in Korean and sets <html lang="ko"> when nothing is stored', () => {
    document.documentElement.lang = '';
    const instance = createI18n({ catalogs: bundled, storage: memoryStorage() });
    expect(getLanguage(instance)).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(instance.t('nav.login')).toBe('로그인');
    expect(instance.t('nav.greeting', { name: '김바로' })).toBe('김바로님');
  });

  test('starts in the stored language', () => {
    const instance = createI18n({
      catalogs: bundled,
      storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }),
    });
    expect(getLanguage(instance)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(instance.t('nav.login')).toBe('Log in');
  });

  test('ignores a stored value that is not a language', () => {
    const instance = createI18n({
      catalogs: bundled,
      storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'fr' }),
      document: null,
    });
    expect(getLanguage(instance)).toBe('ko');
  });

  test('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const instance = createI18n({ catalogs: bundled, storage: broken, document: null });
    expect(getLanguage(instance)).toBe('ko');
    return expect(setLanguage('en', instance)).resolves.toBeUndefined();
  });

  test('a language change persists and updates <html lang>', async () => {
    const storage = memoryStorage();
    const instance = createI18n({ catalogs: bundled, storage });
    expect(storage.items.has(LANGUAGE_STORAGE_KEY)).toBe(false);

    await setLanguage('en', instance);
    expect(getLanguage(instance)).toBe('en');
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(instance.t('nav.login')).toBe('Log in');

    await setLanguage('ko', instance);
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
  });

  test('a language change brings every error message, to re-word answers of the language left', async () => {
    const instance = createI18n({ catalogs: bundled, storage: memoryStorage() });
    await setLanguage('en', instance);
    expect(errorMessageOf('EMAIL_TAKEN', 'en')).toBe('This email address is already in use.');
  });

  test('an unsupported language reads as Korean', async () => {
    const instance = createI18n({ catalogs: bundled, storage: memoryStorage(), document: null });
    await instance.changeLanguage('ja');
    expect(getLanguage(instance)).toBe('ko');
    expect(instance.t('nav.login')).toBe('로그인');
  });
});

describe('catalogues loaded per language', () => {
  test('a language nobody chose is never loaded; choosing it loads it once, then switches', async () => {
    const loadEnglish = vi.fn(async () => en);
    const instance = createI18n({ catalogs: { ko, en: loadEnglish }, storage: null, document: null });
    await whenI18nReady(instance);
    expect(loadEnglish).not.toHaveBeenCalled();

    await setLanguage('en', instance);
    expect(loadEnglish).toHaveBeenCalledTimes(1);
    expect(getLanguage(instance)).toBe('en');
    expect(instance.t('nav.login')).toBe('Log in');

    await setLanguage('ko', instance);
    await setLanguage('en', instance);
    expect(loadEnglish).toHaveBeenCalledTimes(1);
  });

  test('a stored language is loaded at start; until then the Korean text stands in', async () => {
    let arrive: (catalog: typeof en) => void = () => {};
    const instance = createI18n({
      catalogs: { ko, en: () => new Promise<typeof en>((resolve) => (arrive = resolve)) },
      storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }),
      document: null,
    });
    expect(getLanguage(instance)).toBe('en');
    expect(instance.t('nav.login')).toBe('로그인');
    arrive(en);
    await whenI18nReady(instance);
    expect(instance.t('nav.login')).toBe('Log in');
  });

  test('a catalogue that fails to load leaves the language as it was and may be tried again', async () => {
    const loadEnglish = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(en);
    const instance = createI18n({ catalogs: { ko, en: loadEnglish }, storage: null, document: null });
    await expect(setLanguage('en', instance)).rejects.toThrow('offline');
    expect(getLanguage(instance)).toBe('ko');
    await setLanguage('en', instance);
    expect(instance.t('nav.login')).toBe('Log in');
  });
});

describe('catalogue parts', () => {
  const pages = {
    ko: { bids: { title: '입찰 요청' } },
    en: { bids: { title: 'Bid requests' } },
  };
  const partLoaders = () => ({
    ko: vi.fn(async () => pages.ko),
    en: vi.fn(async () => pages.en),
  });

  test('load when asked, in the current language, once, next to the bundled words', async () => {
    const loaders = partLoaders();
    const instance = createI18n({
      catalogs: bundled,
      parts: { pages: loaders },
      storage: null,
      document: null,
    });
    expect(instance.exists('bids.title')).toBe(false);
    expect(loaders.ko).not.toHaveBeenCalled();
    await Promise.all([loadCatalogParts(instance, ['pages']), loadCatalogParts(instance, ['pages'])]);
    expect(instance.t('bids.title')).toBe('입찰 요청');
    expect(instance.t('nav.login')).toBe('로그인');
    expect(loaders.ko).toHaveBeenCalledTimes(1);
    expect(loaders.en).not.toHaveBeenCalled();
  });

  test('a wanted part comes along on a language switch, with the language catalogue', async () => {
    const loaders = partLoaders();
    const enCatalogue = vi.fn(async () => en);
    const instance = createI18n({
      catalogs: { ko, en: enCatalogue },
      parts: { pages: loaders },
      storage: null,
      document: null,
    });
    await loadCatalogParts(instance, ['pages']);
    await setLanguage('en', instance);
    expect(enCatalogue).toHaveBeenCalledTimes(1);
    expect(loaders.en).toHaveBeenCalledTimes(1);
    expect(instance.t('bids.title')).toBe('Bid requests');
    expect(instance.t('nav.login')).toBe('Log in');
  });

  test('a part that failed to load is tried again', async () => {
    const loaders = partLoaders();
    loaders.ko.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const instance = createI18n({
      catalogs: bundled,
      parts: { pages: loaders },
      storage: null,
      document: null,
    });
    await expect(loadCatalogParts(instance, ['pages'])).rejects.toThrow('Failed to fetch');
    await loadCatalogParts(instance, ['pages']);
    expect(instance.t('bids.title')).toBe('입찰 요청');
  });

  test('a name without a loader is there already (an instance with the whole catalogue)', async () => {
    const instance = createI18n({ catalogs: bundled, storage: null, document: null });
    await expect(loadCatalogParts(instance, ['pages'])).resolves.toBeUndefined();
  });
});
