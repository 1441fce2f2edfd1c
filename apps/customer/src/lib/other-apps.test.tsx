import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Component as LoginPage } from '../app/routes/login.tsx';
import { userFixture } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { isOtherAppPath } from './other-apps.tsx';

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

  test('sends someone already logged in on to the partner app at once', async () => {
    sessionStorage.setItem('accessToken', 'a');
    sessionStorage.setItem('refreshToken', 'r');
    fakeApi({});
    renderApp(null, { path: '/login?backTo=%2Fpartner%2F', routes });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/partner/'));
  });
});
