import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Component as LoginPage } from '../app/routes/login.tsx';
import { userFixture } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { isOtherAppPath, landingAfterLogin } from './other-apps.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

let replace: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  replace = vi.fn();
  vi.stubGlobal('location', { ...globalThis.location, replace });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the login page and the other apps of the site', () => {
  test('knows which paths belong to the partner app', () => {
    expect(isOtherAppPath('/partner')).toBe(true);
    expect(isOtherAppPath('/partner/bids?status=won')).toBe(true);
    expect(isOtherAppPath('/admin/audit')).toBe(true);
    expect(isOtherAppPath('/warehouse')).toBe(true);
    expect(isOtherAppPath('/partners-guide')).toBe(false);
    expect(isOtherAppPath('/mypage')).toBe(false);
  });

  test('lands each kind of user in its own app, keeping a backTo only inside the apps it works in', () => {
    expect(landingAfterLogin('customer', null, '/')).toBe('/');
    expect(landingAfterLogin('customer', '/mypage/bids', '/')).toBe('/mypage/bids');
    expect(landingAfterLogin('customer', '/admin/teams', '/')).toBe('/');
    expect(landingAfterLogin('partner', null, '/')).toBe('/partner/');
    expect(landingAfterLogin('partner', '/mypage', '/')).toBe('/partner/');
    expect(landingAfterLogin('partner', '/partner/bids?status=won', '/')).toBe('/partner/bids?status=won');
    expect(landingAfterLogin('staff', null, '/')).toBe('/admin/');
    expect(landingAfterLogin('staff', '/warehouse/orders', '/')).toBe('/warehouse/orders');
    expect(landingAfterLogin('staff', '/partner/', '/')).toBe('/admin/');
    expect(landingAfterLogin('worker', null, '/')).toBe('/warehouse/');
    expect(landingAfterLogin('worker', '/handheld/', '/')).toBe('/handheld/');
    expect(landingAfterLogin('worker', '/mypage', '/')).toBe('/warehouse/');
  });

  test('a worker logs in with the login id in the same form and lands in the warehouse app', async () => {
    const api = fakeApi({
      'POST /api/auth/login': {
        body: {
          accessToken: 'a',
          refreshToken: 'r',
          user: userFixture({ kind: 'worker', loginId: 'worker01', team: null }),
        },
      },
    });
    const { user } = renderApp(null, { path: '/login', routes });
    await user.type(screen.getByRole('textbox', { name: /이메일 또는 아이디/ }), 'worker01');
    await user.type(screen.getByLabelText(/^비밀번호/, { selector: 'input' }), 'demo1234!');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/warehouse/'));
    expect(api.sent('POST /api/auth/login')[0]?.body).toEqual({ loginId: 'worker01', password: 'demo1234!' });
  });

  test("staff who log in on the main page land in the staff app, not the customer's my page", async () => {
    fakeApi({
      'POST /api/auth/login': {
        body: { accessToken: 'a', refreshToken: 'r', user: userFixture({ kind: 'staff', team: null }) },
      },
    });
    const { user } = renderApp(null, { path: '/login?backTo=%2Fmypage', routes });
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'admin@baro.demo');
    await user.type(screen.getByLabelText(/^비밀번호/, { selector: 'input' }), 'demo1234!');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/admin/'));
  });

  test('after logging in, goes to a /partner backTo with a full page load', async () => {
    fakeApi({
      'POST /api/auth/login': {
        body: { accessToken: 'a', refreshToken: 'r', user: userFixture({ kind: 'partner', team: null }) },
      },
    });
    const { user, router } = renderApp(null, {
      path: '/login?backTo=%2Fpartner%2Fbids%3Fstatus%3Dwon',
      routes,
    });
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'partner@baro.demo');
    await user.type(screen.getByLabelText(/^비밀번호/, { selector: 'input' }), 'demo1234!');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/partner/bids?status=won'));
    expect(router.state.location.pathname).toBe('/login');
  });

  test('sends a partner already logged in on to the partner app at once', async () => {
    sessionStorage.setItem('accessToken', 'a');
    sessionStorage.setItem('refreshToken', 'r');
    fakeApi({ 'GET /api/users/me': { body: userFixture({ kind: 'partner', team: null }) } });
    renderApp(null, { path: '/login?backTo=%2Fpartner%2Fbids', routes });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/partner/bids'));
  });

  test.each([
    ['partner', '/partner/'],
    ['staff', '/admin/'],
    ['worker', '/warehouse/'],
  ] as const)(
    'a %s already logged in who opens /login goes to %s, whatever the backTo',
    async (kind, home) => {
      sessionStorage.setItem('accessToken', 'a');
      sessionStorage.setItem('refreshToken', 'r');
      fakeApi({ 'GET /api/users/me': { body: userFixture({ kind, team: null }) } });
      const { router } = renderApp(null, { path: '/login?backTo=%2Fmypage', routes });
      await waitFor(() => expect(replace).toHaveBeenCalledWith(home));
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  test('a customer already logged in never goes into another app from /login', async () => {
    sessionStorage.setItem('accessToken', 'a');
    sessionStorage.setItem('refreshToken', 'r');
    fakeApi({ 'GET /api/users/me': { body: userFixture() } });
    const { router } = renderApp(null, { path: '/login?backTo=%2Fadmin%2F', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(replace).not.toHaveBeenCalled();
  });

  test('a stored session the server no longer knows gets the login form', async () => {
    sessionStorage.setItem('accessToken', 'a');
    sessionStorage.setItem('refreshToken', 'r');
    fakeApi({
      'GET /api/users/me': { status: 401, body: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } },
      'POST /api/auth/refresh': {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' },
      },
    });
    renderApp(null, { path: '/login?backTo=%2Fmypage', routes });
    expect(await screen.findByRole('button', { name: '로그인' })).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });
});
