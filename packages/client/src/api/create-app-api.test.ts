// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { resolveAppConfig } from '../app-config/resolve-app-config.ts';
import { createI18n, setLanguage } from '../i18n/create-i18n.ts';
import { createFakeApi } from '../testing/fake-api.ts';
import { createAppApi } from './create-app-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const CATALOG = { documentTitle: { suffix: 'Baro', home: 'Baro' } };

describe('createAppApi', () => {
  test('one token store behind the client and the session; lang follows the UI language', async () => {
    const fake = createFakeApi({ 'GET /api/users/me': { body: {} } });
    vi.stubGlobal('fetch', fake.fetch);
    const i18n = createI18n({ catalogs: { ko: CATALOG, en: CATALOG }, storage: null, document: null });
    const app = createAppApi({ config: resolveAppConfig('partner', {}), i18n });

    const listener = vi.fn();
    app.session.subscribe(listener);
    app.session.start({ accessToken: 'access-1', refreshToken: 'refresh-1' }, { keep: false });
    expect(app.tokenStore.read()?.accessToken).toBe('access-1');
    expect(listener).toHaveBeenCalledTimes(1);

    await app.apiClient.get('shipping', '/users/me');
    await setLanguage('en', i18n);
    await app.apiClient.get('shipping', '/users/me');
    expect(fake.requests.map((request) => request.headers.get('lang'))).toEqual(['ko', 'en']);
    expect(fake.requests[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(typeof app.fileUploader.upload).toBe('function');
  });
});
