// @vitest-environment happy-dom
import type { Language } from '@baro/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, test } from 'vitest';
import { memoryStorage } from '../testing/memory-storage.ts';
import { createI18n } from './create-i18n.ts';
import { LANGUAGE_STORAGE_KEY } from './language-preference.ts';
import { useDocumentLanguage } from './use-document-language.ts';

afterEach(cleanup);

const CATALOG = { documentTitle: { suffix: 'Baro', home: 'Baro' } };

function LanguageSwitch() {
  const { language, setLanguage } = useDocumentLanguage();
  const other: Language = language === 'ko' ? 'en' : 'ko';
  return (
    <button type="button" onClick={() => void setLanguage(other)}>
      {language}
    </button>
  );
}

describe('useDocumentLanguage', () => {
  test('keeps <html lang> on the UI language and switches it', async () => {
    const storage = memoryStorage();
    const i18n = createI18n({
      catalogs: { ko: CATALOG, en: CATALOG },
      storage,
      document: null,
      language: 'ko',
    });
    document.documentElement.lang = '';
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitch />
      </I18nextProvider>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');

    await act(async () => button.click());
    expect(button.textContent).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
