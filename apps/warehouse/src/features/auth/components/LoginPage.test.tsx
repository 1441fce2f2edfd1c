import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workerUserFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { LoginPage } from './LoginPage.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };

function renderLogin(path: string, language: 'ko' | 'en' = 'ko') {
  return renderApp(null, {
    path,
    language,
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>signed-in page</p> },
    ],
  });
}

describe('the warehouse login', () => {
  it('logs a worker in with the login id and goes back to the page asked for', async () => {
    const api = fakeApi({ 'POST /api/auth/login': { body: { ...tokens, user: workerUserFixture() } } });
    const { user, router } = renderLogin(
      `/login?backTo=${encodeURIComponent('/warehouse/orders?status=packed')}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '창고 로그인' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /아이디 또는 이메일/ }), ' worker01 ');
    await user.type(screen.getByLabelText(/^비밀번호/, { selector: 'input' }), 'demo1234!');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/warehouse/orders'));
    expect(router.state.location.search).toBe('?status=packed');
    expect(api.sent('POST /api/auth/login')[0]?.body).toEqual({ loginId: 'worker01', password: 'demo1234!' });
    // Not kept: the session lives in session storage, gone with the browser.
    expect(sessionStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('says the account was disabled when that ended the session (reason in the address), in both languages', async () => {
    fakeApi({});
    renderLogin(`/login?backTo=${encodeURIComponent('/warehouse/orders')}&reason=ACCOUNT_DISABLED`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('이용이 중지된 계정입니다. 관리자에게 문의해 주세요.');
    expect(alert.getAttribute('data-error-code')).toBe('ACCOUNT_DISABLED');
    cleanup();
    renderLogin('/login?reason=ACCOUNT_DISABLED', 'en');
    expect((await screen.findByRole('alert')).textContent).toContain('This account has been disabled.');
    cleanup();
    // Any other reason is not one to say: nothing above the form.
    renderLogin('/login?reason=SESSION_EXPIRED');
    await screen.findByRole('heading', { level: 1, name: '창고 로그인' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes an e-mail as the e-mail, keeps the session on request, and ignores a backTo outside the app', async () => {
    const api = fakeApi({ 'POST /api/auth/login': { body: { ...tokens, user: workerUserFixture() } } });
    const { user, router } = renderLogin(`/login?backTo=${encodeURIComponent('https://evil.example/x')}`);
    await user.type(await screen.findByRole('textbox', { name: /아이디 또는 이메일/ }), 'worker@baro.demo');
    await user.type(screen.getByLabelText(/^비밀번호/, { selector: 'input' }), 'demo1234!');
    await user.click(screen.getByRole('checkbox', { name: /로그인 상태 유지/ }));
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/warehouse'));
    expect(api.sent('POST /api/auth/login')[0]?.body).toEqual({
      email: 'worker@baro.demo',
      password: 'demo1234!',
    });
    expect(localStorage.getItem('accessToken')).toBe('access-1');
  });

  it('says what is missing before asking, and the server’s refusal in the chosen language', async () => {
    const api = fakeApi({
      'POST /api/auth/login': {
        status: 401,
        body: { code: 'INVALID_CREDENTIALS', message: 'The login ID or password is incorrect.' },
      },
    });
    const { user } = renderLogin('/login', 'en');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter your login ID or e-mail.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(api.sent('POST /api/auth/login')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Login ID or e-mail/ }), 'worker01');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The login ID or password is incorrect.')).toBeTruthy();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('tells a throttled worker how long to wait', async () => {
    fakeApi({
      'POST /api/auth/login': {
        status: 429,
        headers: { 'retry-after': '120' },
        body: { code: 'TOO_MANY_ATTEMPTS', message: '잠시 후 다시 시도해 주세요.' },
      },
    });
    const { user } = renderLogin('/login');
    await user.type(await screen.findByRole('textbox', { name: /아이디 또는 이메일/ }), 'worker01');
    await user.type(screen.getByLabelText(/^비밀번호/, { selector: 'input' }), 'x');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(
      await screen.findByText('로그인 시도가 너무 많습니다. 120초 후에 다시 시도해 주세요.'),
    ).toBeTruthy();
  });

  it('goes straight on when already signed in', async () => {
    sessionStorage.setItem('accessToken', 'access-1');
    sessionStorage.setItem('refreshToken', 'refresh-1');
    fakeApi({});
    const { router } = renderLogin(`/login?backTo=${encodeURIComponent('/warehouse/inbound')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/warehouse/inbound'));
  });
});
