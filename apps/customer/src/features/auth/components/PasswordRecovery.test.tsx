import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ko } from '../../../i18n/catalogs/ko.ts';
import { textOf } from '../../../test/dom.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FindPasswordForm } from './FindPasswordForm.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'reset-token-0123456789abcdef';

describe('FindPasswordForm', () => {
  test('always ends in "if an account exists, we sent a link", through the auth request slice', async () => {
    const api = fakeApi({ 'POST /api/auth/find/password': { status: 202 } });
    const { user, store } = renderApp(<FindPasswordForm />, { path: '/find-password' });
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'nobody@baro.co.kr');
    await user.click(screen.getByRole('button', { name: '재설정 링크 받기' }));

    const status = await screen.findByRole('status');
    expect(textOf(status)).toContain('nobody@baro.co.kr(으)로 가입된 계정이 있다면');
    expect(api.sent('POST /api/auth/find/password')[0]?.body).toEqual({ email: 'nobody@baro.co.kr' });
    expect(store.getState().auth.findPassword.status).toBe('SUCCESS');

    await user.click(screen.getByRole('button', { name: '다시 보내기' }));
    expect(store.getState().auth.findPassword.status).toBeUndefined();
    expect(screen.getByRole('button', { name: '재설정 링크 받기' })).toBeTruthy();
  });
});

describe('ResetPasswordForm', () => {
  async function submitNewPassword(user: ReturnType<typeof renderApp>['user']) {
    await user.type(
      screen.getByLabelText(/^새 비밀번호 \*|^새 비밀번호$/, { selector: 'input' }),
      'newpass12!',
    );
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/, { selector: 'input' }), 'newpass12!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
  }

  test('an expired link says so and offers a new one', async () => {
    fakeApi({
      'POST /api/auth/reset/password': { status: 410, body: { code: 'LINK_EXPIRED', message: '만료' } },
    });
    const { user } = renderApp(<ResetPasswordForm token={TOKEN} />, { path: '/reset-password' });
    await submitNewPassword(user);
    expect(textOf(await screen.findByRole('alert'))).toContain(ko.auth.resetPassword.expiredLink);
    expect(screen.getByRole('link', { name: ko.auth.resetPassword.requestAgain }).getAttribute('href')).toBe(
      '/find-password',
    );
  });

  test('a link without a token is not usable', () => {
    fakeApi({});
    renderApp(<ResetPasswordForm token={null} />, { path: '/reset-password' });
    expect(textOf(screen.getByRole('alert'))).toContain(ko.auth.resetPassword.invalidLink);
  });

  test('success ends this browser’s session and goes to login', async () => {
    sessionStorage.setItem('accessToken', 'old');
    const api = fakeApi({ 'POST /api/auth/reset/password': { status: 204 } });
    const { user, router } = renderApp(<ResetPasswordForm token={TOKEN} />, { path: '/reset-password' });
    await submitNewPassword(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.sent('POST /api/auth/reset/password')[0]?.body).toEqual({
      token: TOKEN,
      password: 'newpass12!',
    });
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });
});
