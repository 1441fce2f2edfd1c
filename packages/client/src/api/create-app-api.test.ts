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

  test("an app with its own login page sends an ended session there, not to the customer site's", async () => {
    const fake = createFakeApi({
      'GET /api/warehouse/orders': { status: 401, body: { code: 'UNAUTHORIZED', message: '' } },
    });
    vi.stubGlobal('fetch', fake.fetch);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    window.history.pushState(null, '', '/warehouse/orders?status=packed');
    const i18n = createI18n({ catalogs: { ko: CATALOG, en: CATALOG }, storage: null, document: null });
    const app = createAppApi({
      config: resolveAppConfig('warehouse', {}),
      i18n,
      loginPath: '/warehouse/login',
    });
    app.session.start({ accessToken: 'access-1', refreshToken: 'refresh-1' }, { keep: false });

    await expect(app.apiClient.get('shipping', '/warehouse/orders')).rejects.toThrow();
    expect(assign).toHaveBeenCalledWith('/warehouse/login?backTo=%2Fwarehouse%2Forders%3Fstatus%3Dpacked');
    expect(app.session.isActive()).toBe(false);
    assign.mockRestore();
  });
});
