import { describe, expect, test } from 'vitest';
import { createI18n, getLanguage, setLanguage } from './i18n.ts';
import { LANGUAGE_STORAGE_KEY } from './language-preference.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('createI18n', () => {
  test('starts in Korean and sets <html lang="ko"> when nothing is stored', () => {
    document.documentElement.lang = '';
    const instance = createI18n({ storage: memoryStorage() });
    expect(getLanguage(instance)).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(instance.t('nav.login')).toBe('로그인');
    expect(instance.t('nav.greeting', { name: '김바로' })).toBe('김바로님');
  });

  test('starts in the stored language', () => {
    const instance = createI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }) });
    expect(getLanguage(instance)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(instance.t('customerType.consignee')).toBe('Consignee (import)');
  });

  test('ignores a stored value that is not a language', () => {
    const instance = createI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'fr' }), document: null });
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
    const instance = createI18n({ storage: broken, document: null });
    expect(getLanguage(instance)).toBe('ko');
    return expect(setLanguage('en', instance)).resolves.toBeUndefined();
  });

  test('a language change persists and updates <html lang>', async () => {
    const storage = memoryStorage();
    const instance = createI18n({ storage });
    expect(storage.items.has(LANGUAGE_STORAGE_KEY)).toBe(false);

    await setLanguage('en', instance);
    expect(getLanguage(instance)).toBe('en');
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(instance.t('mypage.roles.master')).toBe('Master');

    await setLanguage('ko', instance);
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
  });

  test('an unsupported language reads as Korean', async () => {
    const instance = createI18n({ storage: memoryStorage(), document: null });
    await instance.changeLanguage('ja');
    expect(getLanguage(instance)).toBe('ko');
    expect(instance.t('nav.logout')).toBe('로그아웃');
  });
});
