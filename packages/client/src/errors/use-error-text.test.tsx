// @vitest-environment happy-dom
import { getErrorMessage } from '@baro/core';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, test } from 'vitest';
import { createI18n } from '../i18n/create-i18n.ts';
import { useErrorText } from './use-error-text.ts';

afterEach(cleanup);

const CATALOG = { documentTitle: { suffix: 'Baro', home: 'Baro' } };

describe('useErrorText', () => {
  test('words a failure in the current UI language', async () => {
    const i18n = createI18n({
      catalogs: { ko: CATALOG, en: CATALOG },
      storage: null,
      document: null,
      language: 'ko',
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useErrorText(), { wrapper });
    const failureInfo = { code: 'FORBIDDEN', message: getErrorMessage('FORBIDDEN', 'ko') } as const;
    expect(result.current(failureInfo)).toBe(getErrorMessage('FORBIDDEN', 'ko'));
    await act(() => i18n.changeLanguage('en'));
    expect(result.current(failureInfo)).toBe(getErrorMessage('FORBIDDEN', 'en'));
  });
});
