import { type FakeAnswer, fakeApi } from '@baro/client/testing';
import type { ArticleListItem } from '@baro/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { en } from '../../i18n/catalogs/en.ts';
import { ko } from '../../i18n/catalogs/ko.ts';
import { descriptionOf } from '../../test/dom.ts';
import { userFixture } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { articleItemFixture, articlePageFixture } from '../../test/support-fixtures.ts';
import { Component as SignupRoute } from './signup.tsx';

// Issue 16: the sign-up consent names the versions of the terms in force (the support centre's
// terms list) and sends them as `acceptedTerms`, so the server records which ones were accepted.

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const version = (id: string, kind: 'service' | 'privacy', label: string, day: string, current: boolean) =>
  articleItemFixture({
    id,
    articleType: 'terms',
    title: kind === 'service' ? '바로 이용약관' : '개인정보 처리방침',
    groupId: null,
    terms: { kind, versionLabel: label, effectiveOn: day, current, upcoming: false },
  });

const TERMS_LIST: ArticleListItem[] = [
  version('art_termsService2026', 'service', 'v2.0', '2026-06-01', true),
  version('art_termsPrivacy2025', 'privacy', 'v1.1', '2025-03-01', true),
  version('art_termsService2025', 'service', 'v1.0', '2025-01-01', false),
];
const termsAnswer: FakeAnswer = { body: articlePageFixture(TERMS_LIST) };
const UNAVAILABLE: FakeAnswer = {
  status: 503,
  body: { code: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' },
};

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function fillProfile(user: ReturnType<typeof renderApp>['user']) {
  await user.type(field(/^이메일/), 'new@baro.co.kr');
  await user.type(field(/^비밀번호$|^비밀번호 \*/), 'baro1234!');
  await user.type(field(/^비밀번호 확인/), 'baro1234!');
  await user.type(field(/^이름/), '박신규');
  await user.type(field(/^휴대폰 번호/), '010-1234-5678');
  await user.type(field(/^회사명/), '신규무역');
}

describe('sign-up terms consent', { timeout: 20_000 }, () => {
  test('names the versions in force, links the full texts, and sends the accepted versions', async () => {
    const newUser = userFixture({ email: 'new@baro.co.kr', name: '박신규' });
    const api = fakeApi({
      'GET /api/content/v2/article': termsAnswer,
      'POST /api/auth/signup': { status: 201, body: { user: newUser } },
      'POST /api/auth/login': { body: { accessToken: 'access-1', refreshToken: 'refresh-1', user: newUser } },
    });
    const { user, router } = renderApp(<SignupRoute />, { path: '/signup' });

    const service = await screen.findByRole('checkbox', {
      name: /서비스 이용약관 동의 \(v2\.0, 시행일 2026-06-01\)/,
    });
    const privacy = screen.getByRole('checkbox', {
      name: /개인정보 수집 및 이용 동의 \(v1\.1, 시행일 2025-03-01\)/,
    });
    // The full texts open in a new tab, and say so to screen readers.
    const serviceLink = screen.getByRole('link', { name: `${ko.auth.signup.viewService} (새 창에서 열림)` });
    expect(serviceLink.getAttribute('href')).toBe('/terms');
    expect(serviceLink.getAttribute('target')).toBe('_blank');
    expect(serviceLink.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      screen
        .getByRole('link', { name: `${ko.auth.signup.viewPrivacy} (새 창에서 열림)` })
        .getAttribute('href'),
    ).toBe('/privacy');
    // The version is one piece: it moves to its own line at 375 px rather than breaking inside.
    expect(document.querySelector('[data-consent-version]')?.classList).toContain('baro-nowrap');

    // One consent is not enough: the other says so, in the form's own words.
    await fillProfile(user);
    await user.click(service);
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(descriptionOf(privacy)).toBe(ko.validation.agreeTermsRequired);
    expect(api.sent('POST /api/auth/signup')).toEqual([]);

    // "Agree to all" ticks both and clears the message.
    await user.click(screen.getByRole('checkbox', { name: ko.auth.signup.agreeAll }));
    expect((privacy as HTMLInputElement).checked).toBe(true);
    expect(descriptionOf(privacy)).toBe('');
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(api.sent('POST /api/auth/signup')[0]?.body).toMatchObject({
      agreeTerms: true,
      acceptedTerms: ['art_termsService2026', 'art_termsPrivacy2025'],
    });
  });

  test('English: the unchecked consent is named in English', async () => {
    fakeApi({ 'GET /api/content/v2/article': termsAnswer });
    const { user } = renderApp(<SignupRoute />, { path: '/signup', language: 'en' });
    const service = await screen.findByRole('checkbox', {
      name: /terms of service \(v2\.0, effective 2026-06-01\)/,
    });
    expect(
      screen.getByRole('link', { name: `${en.auth.signup.viewService} (opens in a new tab)` }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.auth.signup.submit }));
    expect(descriptionOf(service)).toBe(en.validation.agreeTermsRequired);
  });

  test('a failed terms list shows an error with retry', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/content/v2/article': () => {
        calls += 1;
        return calls === 1 ? UNAVAILABLE : termsAnswer;
      },
    });
    const { user } = renderApp(<SignupRoute />, { path: '/signup' });
    expect(await screen.findByText(ko.auth.signup.termsFailed)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(await screen.findByRole('checkbox', { name: /v2\.0, 시행일 2026-06-01/ })).toBeTruthy();
    expect(screen.queryByText(ko.auth.signup.termsFailed)).toBeNull();
  });

  test('a terms list that keeps failing holds the sign-up: nothing is sent without the versions', async () => {
    const api = fakeApi({ 'GET /api/content/v2/article': UNAVAILABLE });
    const { user } = renderApp(<SignupRoute />, { path: '/signup' });
    expect(await screen.findByText(ko.auth.signup.termsFailed)).toBeTruthy();
    await fillProfile(user);
    await user.click(screen.getByRole('checkbox', { name: ko.auth.signup.agreeAll }));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText(ko.auth.signup.termsNeeded)).toBeTruthy();
    expect(api.sent('POST /api/auth/signup')).toEqual([]);
  });

  test('a version in force the server says was not accepted marks the consent', async () => {
    fakeApi({
      'GET /api/content/v2/article': termsAnswer,
      'POST /api/auth/signup': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: '입력값을 확인해 주세요.',
          fields: { acceptedTerms: '서비스 이용약관과 개인정보 수집 및 이용에 모두 동의해 주세요' },
        },
      },
    });
    const { user } = renderApp(<SignupRoute />, { path: '/signup' });
    await screen.findByRole('checkbox', { name: /v2\.0, 시행일 2026-06-01/ });
    await fillProfile(user);
    await user.click(screen.getByRole('checkbox', { name: ko.auth.signup.agreeAll }));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(
      await screen.findByText('서비스 이용약관과 개인정보 수집 및 이용에 모두 동의해 주세요'),
    ).toBeTruthy();
  });

  test('terms changed while the form was open: asks again with the new versions', async () => {
    let list = TERMS_LIST;
    const api = fakeApi({
      'GET /api/content/v2/article': () => ({ body: articlePageFixture(list) }),
      'POST /api/auth/signup': {
        status: 409,
        body: { code: 'TERMS_VERSION_CHANGED', message: '약관이 변경되었습니다.' },
      },
    });
    const { user } = renderApp(<SignupRoute />, { path: '/signup' });
    await screen.findByRole('checkbox', { name: /v2\.0/ });
    await fillProfile(user);
    await user.click(screen.getByRole('checkbox', { name: ko.auth.signup.agreeAll }));
    list = [
      version('art_termsService2027', 'service', 'v3.0', '2026-12-01', true),
      TERMS_LIST[1] as ArticleListItem,
    ];
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    const renewed = await screen.findByRole('checkbox', { name: /v3\.0, 시행일 2026-12-01/ });
    expect((renewed as HTMLInputElement).checked).toBe(false);
    // (Another test's welcome toast may still be on screen: look for this error's own alert.)
    const alerts = screen.getAllByRole('alert');
    expect(alerts.some((alert) => alert.getAttribute('data-error-code') === 'TERMS_VERSION_CHANGED')).toBe(
      true,
    );
    expect(api.sent('POST /api/auth/signup')).toHaveLength(1);
  });
});
