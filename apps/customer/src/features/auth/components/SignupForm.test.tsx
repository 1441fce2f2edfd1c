import { fakeApi } from '@baro/client/testing';
import { FIELD_MESSAGES } from '@baro/core';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { en } from '../../../i18n/catalogs/en.ts';
import { ko } from '../../../i18n/catalogs/ko.ts';
import { descriptionOf, isInvalid } from '../../../test/dom.ts';
import { userFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SignupForm, type SignupTermsRequest } from './SignupForm.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The versions in force, as the route hands them over (loaded). */
const TERMS: SignupTermsRequest = {
  data: {
    service: {
      id: 'art_termsService2026',
      terms: {
        kind: 'service',
        versionLabel: 'v2.0',
        effectiveOn: '2026-06-01',
        current: true,
        upcoming: false,
      },
    },
    privacy: {
      id: 'art_termsPrivacy2025',
      terms: {
        kind: 'privacy',
        versionLabel: 'v1.1',
        effectiveOn: '2025-03-01',
        current: true,
        upcoming: false,
      },
    },
  },
  status: 'SUCCESS',
  failureInfo: undefined,
  loading: false,
  retry: () => undefined,
};

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('SignupForm live messages', () => {
  test('Korean: a field is checked when left, then follows every keystroke', async () => {
    fakeApi({});
    const { user } = renderApp(<SignupForm backTo={null} terms={TERMS} />, { path: '/signup' });
    const email = field(/^이메일/);

    await user.type(email, 'kim');
    expect(isInvalid(email)).toBe(false); // no message while typing for the first time
    await user.tab();
    expect(descriptionOf(email)).toBe(FIELD_MESSAGES.ko.rules['rule.email']);
    await user.type(email, '@baro.co.kr');
    expect(isInvalid(email)).toBe(false); // right again at the last keystroke

    const password = field(/^비밀번호$|^비밀번호 \*/);
    await user.type(password, 'abcdef');
    await user.tab();
    expect(descriptionOf(password)).toBe(FIELD_MESSAGES.ko.rules['rule.password']);
    // The checklist ticks as the rule is met.
    expect(screen.getByText(ko.validation.passwordRules.length).closest('[data-met]')).not.toBeNull();
    expect(screen.getByText(ko.validation.passwordRules.digitOrSymbol).closest('[data-met]')).toBeNull();
    await user.type(password, '1');
    expect(isInvalid(password)).toBe(false);

    const confirm = field(/^비밀번호 확인/);
    await user.type(confirm, 'abcdef2');
    await user.tab();
    expect(descriptionOf(confirm)).toBe(ko.validation.passwordMismatch);
    // The confirmation follows the password it confirms.
    await user.clear(password);
    await user.type(password, 'abcdef2');
    expect(isInvalid(confirm)).toBe(false);

    const phone = field(/^휴대폰 번호/);
    await user.type(phone, '02-123-4567');
    await user.tab();
    expect(descriptionOf(phone)).toBe(FIELD_MESSAGES.ko.rules['rule.phone']);
  });

  test('a name longer than the limit is kept whole and refused, with the counter', async () => {
    fakeApi({});
    const { user } = renderApp(<SignupForm backTo={null} terms={TERMS} />, { path: '/signup' });
    const name = field(/^이름/);
    const long = '가'.repeat(51);
    await user.click(name);
    await user.paste(long);
    await user.tab();
    expect((name as HTMLInputElement).value).toBe(long); // not cut at 50
    expect(descriptionOf(name)).toBe('50자 이하로 입력해 주세요 51 / 50자');
    expect(isInvalid(name)).toBe(true);
  });

  test('after a submit every field says what is missing, consents included', async () => {
    const api = fakeApi({});
    const { user } = renderApp(<SignupForm backTo={null} terms={TERMS} />, { path: '/signup' });
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    // The message, then the counter of the contract's limit.
    expect(descriptionOf(field(/^이름/))).toBe(`${FIELD_MESSAGES.ko.required} 0 / 50자`);
    expect(descriptionOf(field(/^회사명/))).toBe(`${FIELD_MESSAGES.ko.required} 0 / 100자`);
    expect(descriptionOf(screen.getByRole('checkbox', { name: /서비스 이용약관/ }))).toBe(
      ko.validation.agreeTermsRequired,
    );
    expect(api.requests).toEqual([]);
  });

  test('English: the same rules in English, and messages on screen follow a language switch', async () => {
    fakeApi({});
    const { user, i18n } = renderApp(<SignupForm backTo={null} terms={TERMS} />, {
      path: '/signup',
      language: 'en',
    });
    const email = field(/^Email/);
    await user.type(email, 'kim@');
    await user.tab();
    expect(descriptionOf(email)).toBe(FIELD_MESSAGES.en.rules['rule.email']);

    const password = field(/^Password/);
    await user.type(password, '12345');
    await user.tab();
    expect(descriptionOf(password)).toBe(FIELD_MESSAGES.en.rules['rule.password']);
    expect(screen.getByText(en.validation.passwordRules.letter)).toBeTruthy();

    await act(() => i18n.changeLanguage('ko'));
    await waitFor(() => expect(descriptionOf(field(/^이메일/))).toBe(FIELD_MESSAGES.ko.rules['rule.email']));
    expect(descriptionOf(field(/^비밀번호$|^비밀번호 \*/))).toBe(FIELD_MESSAGES.ko.rules['rule.password']);
  });
});

describe('SignupForm submit', () => {
  async function fillValidForm(user: ReturnType<typeof renderApp>['user']) {
    await user.type(field(/^이메일/), 'new@baro.co.kr');
    await user.type(field(/^비밀번호$|^비밀번호 \*/), 'baro1234!');
    await user.type(field(/^비밀번호 확인/), 'baro1234!');
    await user.type(field(/^이름/), '박신규');
    await user.type(field(/^휴대폰 번호/), '010-1234-5678');
    await user.type(field(/^회사명/), '신규무역');
    await user.click(screen.getByRole('radio', { name: /포워더/ }));
    await user.click(screen.getByRole('checkbox', { name: /서비스 이용약관/ }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보/ }));
  }

  test('puts the server’s field messages on the fields', async () => {
    const message = '이미 해지된 번호입니다';
    fakeApi({
      'POST /api/auth/signup': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: '입력한 내용을 다시 확인해 주세요.',
          fields: { phone: message },
        },
      },
    });
    const { user } = renderApp(<SignupForm backTo={null} terms={TERMS} />, { path: '/signup' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(descriptionOf(field(/^휴대폰 번호/))).toBe(message));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a taken address is said on the e-mail field', async () => {
    fakeApi({
      'POST /api/auth/signup': {
        status: 409,
        body: { code: 'EMAIL_TAKEN', message: '이미 가입된 이메일입니다.' },
      },
    });
    const { user } = renderApp(<SignupForm backTo={null} terms={TERMS} />, { path: '/signup' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(descriptionOf(field(/^이메일/))).toBe(ko.auth.signup.emailTaken));
  });

  test('signs up, logs in and goes to the my page', async () => {
    const newUser = userFixture({ email: 'new@baro.co.kr', name: '박신규', customerType: 'forwarder' });
    const api = fakeApi({
      'POST /api/auth/signup': { status: 201, body: { user: newUser } },
      'POST /api/auth/login': { body: { accessToken: 'access-1', refreshToken: 'refresh-1', user: newUser } },
    });
    const { user, router } = renderApp(<SignupForm backTo={null} terms={TERMS} />, { path: '/signup' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(api.sent('POST /api/auth/signup')[0]?.body).toEqual({
      email: 'new@baro.co.kr',
      password: 'baro1234!',
      name: '박신규',
      company: '신규무역',
      phone: '010-1234-5678',
      customerType: 'forwarder',
      agreeTerms: true,
      acceptedTerms: ['art_termsService2026', 'art_termsPrivacy2025'],
      locale: 'ko',
    });
    expect(sessionStorage.getItem('accessToken')).toBe('access-1');
  });
});
