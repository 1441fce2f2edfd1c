import { fakeApi } from '@baro/client/testing';
import { FULFILLMENT_EXAMPLE_TARIFF, FULFILLMENT_FIELD_MESSAGES } from '@baro/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { descriptionOf, isInvalid } from '../../../test/dom.ts';
import { applicationFixture, approvedApplication } from '../../../test/fulfillment-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FulfillmentIntro } from './FulfillmentIntro.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signIn = () => {
  sessionStorage.setItem('accessToken', 'a');
  sessionStorage.setItem('refreshToken', 'r');
};

describe('FulfillmentIntro (/fulfillment)', { timeout: 20_000 }, () => {
  test('a visitor reads how it works and the prices, and is asked to log in to apply', async () => {
    const api = fakeApi({});
    renderApp(<FulfillmentIntro />, { path: '/fulfillment' });
    expect(
      screen.getByRole('heading', { level: 1, name: '보관부터 택배 출고, 반품까지 맡겨 주세요' }),
    ).toBeTruthy();
    expect(screen.getByText(/마감 시각\(13:00\) 전 주문은/)).toBeTruthy();
    // The published example tariff of core, said to be one, with its date.
    const prices = screen.getByRole('table', { name: '풀필먼트 예시 요금표' });
    expect(within(prices).getByRole('rowheader', { name: '출고 작업비' })).toBeTruthy();
    const outbound = FULFILLMENT_EXAMPLE_TARIFF.lines.find((line) => line.item === 'outbound');
    expect(outbound?.amountKrw).toBe(1_200);
    expect(prices.textContent).toContain('1,200원부터');
    expect(screen.getByRole('heading', { level: 2, name: '이용 요금 (예시 요금표)' })).toBeTruthy();
    expect(screen.getByText(/2026년 11월 1일에 공개한 예시 요금표이며 계약 요금이 아닙니다/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인하고 신청하기' }).getAttribute('href')).toBe(
      '/login?backTo=%2Ffulfillment',
    );
    expect(api.requests).toHaveLength(0);
    expect(document.title).toContain('풀필먼트 서비스');
  });

  test('in English too', async () => {
    fakeApi({});
    renderApp(<FulfillmentIntro />, { path: '/fulfillment', language: 'en' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'We store, pack, ship and take returns for you' }),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Fulfillment example tariff' }).textContent).toContain(
      'from KRW 1,200',
    );
    expect(screen.getByText(/example tariff Baro published on Nov 1, 2026/)).toBeTruthy();
  });

  test('a member applies: the business number is checked by its check digit, tidied, and sent as digits', async () => {
    signIn();
    const api = fakeApi({
      'GET /api/fulfillment/application': { body: { status: 'none' } },
      'PATCH /api/users/apply/fullfillment': (request) => ({
        body: applicationFixture({ ...(request.body as object), memo: null }),
      }),
    });
    const { user } = renderApp(<FulfillmentIntro />, { path: '/fulfillment' });
    const form = await screen.findByRole('form', { name: '이용 신청' });
    await user.type(within(form).getByLabelText(/회사명/), '바로무역');
    const number = within(form).getByLabelText(/사업자등록번호/);
    await user.type(number, '123-45-67890');
    await user.tab();
    expect(isInvalid(number)).toBe(true);
    expect(descriptionOf(number)).toContain(FULFILLMENT_FIELD_MESSAGES.ko.businessNumber);
    await user.clear(number);
    await user.type(number, '２２０８１６２５１７');
    await user.tab();
    expect(isInvalid(number)).toBe(false);
    expect((number as HTMLInputElement).value).toBe('220-81-62517');
    await user.type(within(form).getByLabelText(/대표자명/), '김대표');
    await user.type(within(form).getByLabelText(/담당자명/), '김수입');
    const phone = within(form).getByLabelText(/담당자 연락처/);
    await user.type(phone, '01020000001');
    await user.tab();
    expect((phone as HTMLInputElement).value).toBe('010-2000-0001');
    await user.type(within(form).getByLabelText(/월 예상 출고 건수/), '500');
    await user.type(within(form).getByLabelText(/주요 상품군/), '생활용품');
    await user.click(within(form).getByRole('button', { name: '신청하기' }));

    await waitFor(() => expect(api.sent('PATCH /api/users/apply/fullfillment')).toHaveLength(1));
    expect(api.sent('PATCH /api/users/apply/fullfillment')[0]?.body).toEqual({
      companyName: '바로무역',
      businessNumber: '2208162517',
      representative: '김대표',
      contactName: '김수입',
      contactPhone: '010-2000-0001',
      monthlyOrders: 500,
      productCategory: '생활용품',
    });
    // The answer is the application now: its status replaces the form.
    expect(await screen.findByText('검토 중')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '이용 신청' })).toBeNull();
  });

  test('nothing is sent while a field is wrong; the first wrong field gets the focus', async () => {
    signIn();
    const api = fakeApi({ 'GET /api/fulfillment/application': { body: { status: 'none' } } });
    const { user } = renderApp(<FulfillmentIntro />, { path: '/fulfillment' });
    const form = await screen.findByRole('form', { name: '이용 신청' });
    await user.click(within(form).getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/회사명/)));
    expect(isInvalid(within(form).getByLabelText(/사업자등록번호/))).toBe(true);
    expect(api.sent('PATCH /api/users/apply/fullfillment')).toHaveLength(0);
  });

  test('a rejected application shows its reason and the form again, filled in, to apply again', async () => {
    signIn();
    const api = fakeApi({
      'GET /api/fulfillment/application': {
        body: applicationFixture({
          status: 'rejected',
          rejectReason: '사업자 정보가 확인되지 않습니다.',
          decidedAt: '2026-11-21T06:30:00Z',
        }),
      },
      'PATCH /api/users/apply/fullfillment': {
        status: 409,
        body: { code: 'CONFLICT', message: '다른 변경과 겹쳤습니다.' },
      },
    });
    const { user } = renderApp(<FulfillmentIntro />, { path: '/fulfillment' });
    expect(await screen.findByText('반려됨')).toBeTruthy();
    expect(screen.getByText('사업자 정보가 확인되지 않습니다.')).toBeTruthy();
    expect(screen.getByText('2026년 11월 21일 15:30')).toBeTruthy();
    const form = screen.getByRole('form', { name: '이용 신청' });
    expect((within(form).getByLabelText(/사업자등록번호/) as HTMLInputElement).value).toBe('220-81-62517');
    await user.click(within(form).getByRole('button', { name: '다시 신청하기' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('다른 변경과 겹쳤습니다.');
    expect(api.sent('PATCH /api/users/apply/fullfillment')).toHaveLength(1);
  });

  test('an approved team is sent into its fulfillment area', async () => {
    signIn();
    fakeApi({ 'GET /api/fulfillment/application': { body: approvedApplication() } });
    renderApp(<FulfillmentIntro />, { path: '/fulfillment' });
    expect(await screen.findByText('승인됨')).toBeTruthy();
    expect(screen.getByText('인천 1센터')).toBeTruthy();
    expect(screen.getByRole('link', { name: '내 풀필먼트로 가기' }).getAttribute('href')).toBe(
      '/mypage/fulfillment',
    );
  });

  test('the application cannot be loaded: the server words and a retry', async () => {
    signIn();
    fakeApi({
      'GET /api/fulfillment/application': {
        status: 503,
        body: {
          code: 'SERVICE_UNAVAILABLE',
          message: '서비스를 일시적으로 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
        },
      },
    });
    renderApp(<FulfillmentIntro />, { path: '/fulfillment' });
    expect(
      await screen.findByText('서비스를 일시적으로 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /다시 시도/ })).toBeTruthy();
  });
});
