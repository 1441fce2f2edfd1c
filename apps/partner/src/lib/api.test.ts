import { createTokenStore, resolveAppConfig } from '@baro/client';
import { describe, expect, it, vi } from 'vitest';
import { createPartnerApiClient } from './api.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the partner API client', () => {
  it('goes straight to login on a 401: no refresh, tokens cleared, backTo the current page', async () => {
    const local = memoryStorage();
    const tokenStore = createTokenStore({ local, session: memoryStorage() });
    tokenStore.save({ accessToken: 'old-access', refreshToken: 'old-refresh' }, { keep: true });
    const location = { pathname: '/partner/rates', search: '?page=2', assign: vi.fn() };
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 'SESSION_EXPIRED', message: 'expired' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const client = createPartnerApiClient({
      config: resolveAppConfig('partner', {}),
      tokenStore,
      getLanguage: () => 'en',
      location,
      fetch,
    });

    await expect(client.get('partner', '/rates')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/partner/rates');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer old-access');
    expect(new Headers(init.headers).get('lang')).toBe('en');
    expect(tokenStore.read()).toBeNull();
    expect(location.assign).toHaveBeenCalledWith('/login?backTo=%2Fpartner%2Frates%3Fpage%3D2');
  });
});
