import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userFixture } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { Component as LoginPage } from './login.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

async function logIn(path: string) {
  fakeApi({
    'POST /api/auth/login': { body: { accessToken: 'a', refreshToken: 'r', user: userFixture() } },
  });
  const view = renderApp(null, { path, routes });
  await view.user.type(screen.getByRole('textbox', { name: /이메일/ }), 'customer@baro.demo');
  await view.user.type(screen.getByLabelText(/^비밀번호/, { selector: 'input' }), 'demo1234!');
  await view.user.click(screen.getByRole('button', { name: '로그인' }));
  return view;
}

describe('login page backTo (SPEC §2)', () => {
  test('lands on backTo after logging in', async () => {
    const { router } = await logIn('/login?backTo=%2Fmypage%3Ftab%3Dinvitations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(router.state.location.search).toBe('?tab=invitations');
  });

  test.each([
    '/login?backTo=%2F%2Fevil.example%2Fphish',
    '/login?backTo=https%3A%2F%2Fevil.example',
    '/login?backTo=%2F%5Cevil.example',
  ])('ignores a backTo that would leave the site: %s', async (path) => {
    const { router } = await logIn(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('sends a customer already logged in on to backTo at once', async () => {
    sessionStorage.setItem('accessToken', 'a');
    sessionStorage.setItem('refreshToken', 'r');
    fakeApi({ 'GET /api/users/me': { body: userFixture() } });
    const { router } = renderApp(null, { path: '/login?backTo=%2Fmypage', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
  });
});
