import { fakeApi } from '@baro/client/testing';
import { FIELD_MESSAGES } from '@baro/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { descriptionOf, isInvalid, textOf } from '../../../test/dom.ts';
import { userFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { LoginForm } from './LoginForm.tsx';

const user = userFixture();
const loggedIn = { body: { accessToken: 'access-1', refreshToken: 'refresh-1', user } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const emailInput = () => screen.getByRole('textbox', { name: /이메일/ });
const passwordInput = () => screen.getByLabelText(/^비밀번호/, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: '로그인' });

describe('LoginForm', () => {
  test('checks the fields before anything is sent', async () => {
    const api = fakeApi({});
    const { user: person } = renderApp(<LoginForm backTo={null} />, { path: '/login' });

    await person.click(submit());
    expect(isInvalid(emailInput())).toBe(true);
    expect(descriptionOf(emailInput())).toContain(FIELD_MESSAGES.ko.required);
    expect(descriptionOf(passwordInput())).toBe(FIELD_MESSAGES.ko.required);

    // Without an @ it is a login id (workers); with one, it must be an address.
    await person.type(emailInput(), 'someone@');
    expect(descriptionOf(emailInput())).toContain(FIELD_MESSAGES.ko.rules['rule.email']);
    expect(api.requests).toEqual([]);
  });

  test('says the account was disabled when that ended the session, in Korean and English', async () => {
    fakeApi({});
    renderApp(<LoginForm backTo={null} endedBecause="ACCOUNT_DISABLED" />, { path: '/login' });
    const alert = screen.getByRole('alert');
    expect(textOf(alert)).toContain('이용이 중지된 계정입니다. 고객센터로 문의해 주세요.');
    expect(alert.getAttribute('data-error-code')).toBe('ACCOUNT_DISABLED');
    cleanup();
    renderApp(<LoginForm backTo={null} endedBecause="ACCOUNT_DISABLED" />, {
      path: '/login',
      language: 'en',
    });
    expect(textOf(screen.getByRole('alert'))).toContain(
      'This account has been disabled. Please contact support.',
    );
  });

  test('shows the server’s message for wrong credentials and keeps the user on the page', async () => {
    const message = '아이디 또는 비밀번호가 올바르지 않습니다.';
    fakeApi({ 'POST /api/auth/login': { status: 401, body: { code: 'INVALID_CREDENTIALS', message } } });
    const { user: person, router } = renderApp(<LoginForm backTo={null} />, { path: '/login' });

    await person.type(emailInput(), 'customer@baro.demo');
    await person.type(passwordInput(), 'wrong1234!');
    await person.click(submit());

    const alert = await screen.findByRole('alert');
    expect(textOf(alert)).toContain(message);
    expect(alert.getAttribute('data-error-code')).toBe('INVALID_CREDENTIALS');
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  test('says how long to wait when login is throttled (Retry-After)', async () => {
    fakeApi({
      'POST /api/auth/login': {
        status: 429,
        headers: { 'retry-after': '42' },
        body: { code: 'TOO_MANY_ATTEMPTS', message: '시도 횟수를 초과했습니다.' },
      },
    });
    const { user: person } = renderApp(<LoginForm backTo={null} />, { path: '/login' });
    await person.type(emailInput(), 'customer@baro.demo');
    await person.type(passwordInput(), 'demo1234!');
    await person.click(submit());
    expect(textOf(await screen.findByRole('alert'))).toContain('42초 후에 다시 시도해 주세요');
  });

  test('in English, rounds a longer wait up to minutes', async () => {
    fakeApi({
      'POST /api/auth/login': {
        status: 429,
        headers: { 'retry-after': '61' },
        body: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts.' },
      },
    });
    const { user: person } = renderApp(<LoginForm backTo={null} />, { path: '/login', language: 'en' });
    await person.type(screen.getByRole('textbox', { name: /E-mail or login ID/ }), 'customer@baro.demo');
    await person.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'demo1234!');
    await person.click(screen.getByRole('button', { name: 'Log in' }));
    expect(textOf(await screen.findByRole('alert'))).toContain('Please try again in 2 min.');
  });

  test('logs in for this browser session and goes to backTo', async () => {
    const api = fakeApi({ 'POST /api/auth/login': loggedIn });
    const {
      user: person,
      router,
      queryClient,
    } = renderApp(<LoginForm backTo="/mypage?tab=team" />, {
      path: '/login',
    });
    await person.type(emailInput(), ' Customer@baro.demo ');
    await person.type(passwordInput(), 'demo1234!');
    await person.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(router.state.location.search).toBe('?tab=team');
    expect(api.sent('POST /api/auth/login')[0]?.body).toEqual({
      email: 'Customer@baro.demo',
      password: 'demo1234!',
    });
    expect(sessionStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(queryClient.getQueryData(['me'])).toMatchObject({ name: '김수입' });
  });

  test('"keep me logged in" keeps the tokens in local storage; without backTo it goes home', async () => {
    fakeApi({ 'POST /api/auth/login': loggedIn });
    const { user: person, router } = renderApp(<LoginForm backTo={null} />, { path: '/login' });
    await person.type(emailInput(), 'customer@baro.demo');
    await person.type(passwordInput(), 'demo1234!');
    await person.click(screen.getByRole('checkbox', { name: /로그인 상태 유지/ }));
    await person.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });
});
