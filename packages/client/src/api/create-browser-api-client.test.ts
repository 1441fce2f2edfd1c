import { describe, expect, test, vi } from 'vitest';
import { resolveAppConfig } from '../app-config/resolve-app-config.ts';
import { createTokenStore, type TokenStore } from '../session/token-store.ts';
import { MemoryStorage } from '../testing/memory-storage.ts';
import {
  type CaptureMessage,
  createBrowserApiClient,
  type LocationLike,
  redirectToLogin,
} from './create-browser-api-client.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function setup(options: {
  answer: (call: Call) => Response | Promise<Response>;
  path?: string;
  env?: Record<string, string>;
  appName?: 'customer' | 'partner';
}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return options.answer(call);
  });
  const [pathname = '/', search = ''] = (options.path ?? '/mypage?tab=team').split(/(?=\?)/);
  const location = { pathname, search, assign: vi.fn<(url: string) => void>() } satisfies LocationLike;
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const tokens: TokenStore = createTokenStore({ local, session });
  const captureMessage = vi.fn<CaptureMessage>();
  let language: 'ko' | 'en' = 'ko';
  const client = createBrowserApiClient({
    config: resolveAppConfig(options.appName ?? 'customer', options.env ?? {}),
    tokenStore: tokens,
    getLanguage: () => language,
    location,
    captureMessage,
    fetch,
    locks: null,
  });
  return {
    client,
    calls,
    location,
    tokens,
    captureMessage,
    setLanguage: (next: 'ko' | 'en') => (language = next),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('createBrowserApiClient', () => {
  test('sends the current UI language as lang', async () => {
    const { client, calls, setLanguage } = setup({ answer: () => json(200, { ok: true }) });
    await client.get('shipping', '/users/me');
    setLanguage('en');
    await client.get('shipping', '/users/me');
    expect(calls.map((call) => header(call, 'lang'))).toEqual(['ko', 'en']);
    expect(calls[0]?.url).toBe('/api/users/me');
  });

  test('sends the stored access token', async () => {
    const { client, calls, tokens } = setup({ answer: () => json(200, {}) });
    tokens.save({ accessToken: 'access-1', refreshToken: 'refresh-1' }, { keep: true });
    await client.get('shipping', '/users/me');
    expect(header(calls[0], 'authorization')).toBe('Bearer access-1');
  });

  test('an ended session sends the browser to /login?backTo=<path and query> with a full page load', async () => {
    const { client, location, tokens } = setup({
      answer: (call) =>
        call.url.endsWith('/auth/refresh')
          ? json(401, { code: 'SESSION_REVOKED', message: '로그인 세션이 종료되었습니다.' })
          : json(401, { code: 'INVALID_TOKEN', message: '인증 정보가 올바르지 않습니다.' }),
    });
    tokens.save({ accessToken: 'old', refreshToken: 'refresh' }, { keep: false });
    await expect(client.get('shipping', '/teams/me')).rejects.toMatchObject({ status: 401 });
    expect(tokens.read()).toBeNull();
    expect(location.assign).toHaveBeenCalledExactlyOnceWith('/login?backTo=%2Fmypage%3Ftab%3Dteam');
  });

  test('another app goes straight to login on a 401: no refresh, tokens cleared, backTo the current page', async () => {
    const { client, calls, location, tokens } = setup({
      appName: 'partner',
      path: '/partner/rates?page=2',
      answer: () => json(401, { code: 'SESSION_EXPIRED', message: 'expired' }),
    });
    tokens.save({ accessToken: 'old-access', refreshToken: 'old-refresh' }, { keep: true });
    await expect(client.get('partner', '/rates')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.url)).toEqual(['/api/partner/rates']);
    expect(header(calls[0], 'authorization')).toBe('Bearer old-access');
    expect(tokens.read()).toBeNull();
    expect(location.assign).toHaveBeenCalledWith('/login?backTo=%2Fpartner%2Frates%3Fpage%3D2');
  });

  test('a disabled account ends the session with the reason, for the login page to say', async () => {
    const disabled = () => json(401, { code: 'ACCOUNT_DISABLED', message: '이용이 중지된 계정입니다.' });
    const customer = setup({ answer: disabled });
    customer.tokens.save({ accessToken: 'old', refreshToken: 'refresh' }, { keep: true });
    await expect(customer.client.get('shipping', '/teams/me')).rejects.toMatchObject({ status: 401 });
    // The customer app refreshed once; the refresh was refused for the same reason.
    expect(customer.calls.map((call) => call.url)).toEqual(['/api/teams/me', '/api/auth/refresh']);
    expect(customer.tokens.read()).toBeNull();
    expect(customer.location.assign).toHaveBeenCalledExactlyOnceWith(
      '/login?backTo=%2Fmypage%3Ftab%3Dteam&reason=ACCOUNT_DISABLED',
    );

    const partner = setup({ appName: 'partner', path: '/partner/bids', answer: disabled });
    partner.tokens.save({ accessToken: 'old', refreshToken: 'refresh' }, { keep: true });
    await expect(partner.client.get('partner', '/bids')).rejects.toMatchObject({ status: 401 });
    expect(partner.location.assign).toHaveBeenCalledExactlyOnceWith(
      '/login?backTo=%2Fpartner%2Fbids&reason=ACCOUNT_DISABLED',
    );
  });

  test('reports a timeout to error tracking at level info', async () => {
    vi.useFakeTimers();
    try {
      const { client, captureMessage } = setup({
        answer: (call) =>
          new Promise((_resolve, reject) =>
            call.init.signal?.addEventListener('abort', () => reject(call.init.signal?.reason)),
          ),
      });
      const pending = client.get('shipping', '/bid/download/bid_1');
      const settled = expect(pending).rejects.toMatchObject({ name: 'RequestTimeoutError' });
      await vi.advanceTimersByTimeAsync(60_000);
      await settled;
      expect(captureMessage).toHaveBeenCalledExactlyOnceWith('API request timed out', {
        level: 'info',
        tags: { kind: 'api-timeout', method: 'GET' },
        extra: expect.objectContaining({
          url: '/api/bid/download/bid_1',
          timeoutMs: 60_000,
          appName: 'customer',
        }),
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('redirectToLogin', () => {
  const at = (pathname: string) => ({ pathname, search: '', assign: vi.fn<(url: string) => void>() });

  test('carries a same-origin path as backTo', () => {
    const location = at('/fulfillment');
    redirectToLogin('/fulfillment?page=2', location);
    expect(location.assign).toHaveBeenCalledWith('/login?backTo=%2Ffulfillment%3Fpage%3D2');
  });

  test('opens /login without a parameter when the path is unknown or foreign', () => {
    const location = at('/mypage');
    redirectToLogin(undefined, location);
    redirectToLogin('//evil.example', location);
    expect(location.assign.mock.calls).toEqual([['/login'], ['/login']]);
  });

  test('stays put on the login page', () => {
    const location = at('/login');
    redirectToLogin('/mypage', location);
    expect(location.assign).not.toHaveBeenCalled();
  });
});
