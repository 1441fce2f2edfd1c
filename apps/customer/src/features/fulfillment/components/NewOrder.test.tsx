import { fakeApi } from '@baro/client/testing';
import { FULFILLMENT_FIELD_MESSAGES, MAX_ORDER_MEMO_LENGTH } from '@baro/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { descriptionOf, isInvalid } from '../../../test/dom.ts';
import { kitFixture, pageFixture, skuListItemFixture } from '../../../test/fulfillment-fixtures.ts';
import { chooseOption, selectInput } from '../../../test/pickers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { NewOrder } from './NewOrder.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CATALOG = {
  'GET /api/fulfillment/sku': { body: pageFixture([skuListItemFixture()]) },
  'GET /api/fulfillment/group': { body: pageFixture([kitFixture()]) },
};

describe('NewOrder', { timeout: 30_000 }, () => {
  test('recipient and a kit line; the phone is tidied; a retry after a failure reuses its Idempotency-Key', async () => {
    let calls = 0;
    const api = fakeApi({
      ...CATALOG,
      'POST /api/fulfillment/orders': () => {
        calls += 1;
        return calls === 1
          ? {
              status: 503,
              body: { code: 'SERVICE_UNAVAILABLE', message: '서비스를 일시적으로 이용할 수 없습니다.' },
            }
          : {
              status: 201,
              body: {
                id: 'ord_new',
                orderNo: 'FO261128-00009',
                status: 'allocated',
                promisedShipDate: '2026-11-30',
              },
            };
      },
    });
    const { user, router } = renderApp(<NewOrder />, { path: '/mypage/fulfillment/orders/new' });
    await user.type(screen.getByLabelText(/^이름/), '이받음');
    const phone = screen.getByLabelText(/^연락처/);
    await user.type(phone, '０１０－３０００－０００２');
    await user.tab();
    expect((phone as HTMLInputElement).value).toBe('010-3000-0002');
    await user.type(screen.getByLabelText(/우편번호/), '06236');
    await user.type(screen.getByLabelText(/^주소/), '서울 강남구 테헤란로 1');
    await chooseOption(user, /상품 또는 세트 1/, '[세트 상품] 선물 세트 A');
    await user.click(screen.getByRole('button', { name: '주문 등록' }));
    expect(await screen.findByText('서비스를 일시적으로 이용할 수 없습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '주문 등록' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/fulfillment/orders/ord_new'));

    const sent = api.sent('POST /api/fulfillment/orders');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toEqual({
      recipient: {
        name: '이받음',
        phone: '010-3000-0002',
        zipCode: '06236',
        address1: '서울 강남구 테헤란로 1',
      },
      items: [{ groupSkuId: 'gsk_01HZXGIFTSET', quantity: 1 }],
    });
    const key = sent[0]?.headers.get('idempotency-key');
    expect(key).toBeTruthy();
    expect(sent[1]?.headers.get('idempotency-key')).toBe(key);
  });

  test('a kit withdrawn meanwhile: the server’s message lands under its line', async () => {
    fakeApi({
      ...CATALOG,
      'POST /api/fulfillment/orders': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: '입력값을 확인해 주세요.',
          fields: { 'items.0.groupSkuId': FULFILLMENT_FIELD_MESSAGES.ko.kitWithdrawn },
        },
      },
    });
    const { user } = renderApp(<NewOrder />, { path: '/mypage/fulfillment/orders/new' });
    await user.type(screen.getByLabelText(/^이름/), '이받음');
    await user.type(screen.getByLabelText(/^연락처/), '010-3000-0002');
    await user.type(screen.getByLabelText(/우편번호/), '06236');
    await user.type(screen.getByLabelText(/^주소/), '서울 강남구 테헤란로 1');
    await chooseOption(user, /상품 또는 세트 1/, '[세트 상품] 선물 세트 A');
    await user.click(screen.getByRole('button', { name: '주문 등록' }));
    const picker = selectInput(/상품 또는 세트 1/);
    await waitFor(() => expect(isInvalid(picker)).toBe(true));
    expect(descriptionOf(picker)).toContain(FULFILLMENT_FIELD_MESSAGES.ko.kitWithdrawn);
  });

  test('nothing is sent while the recipient or a line is wrong', async () => {
    const api = fakeApi(CATALOG);
    const { user } = renderApp(<NewOrder />, { path: '/mypage/fulfillment/orders/new' });
    await user.type(screen.getByLabelText(/우편번호/), '123');
    await user.click(screen.getByRole('button', { name: '주문 등록' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText(/우편번호/))).toContain(
        FULFILLMENT_FIELD_MESSAGES.ko.zipCode,
      ),
    );
    expect(screen.getByText(FULFILLMENT_FIELD_MESSAGES.ko.required, { exact: false })).toBeTruthy();
    expect(api.sent('POST /api/fulfillment/orders')).toHaveLength(0);
  });

  test('a postal code pasted too long is kept whole and refused, not cut at 7', async () => {
    const api = fakeApi(CATALOG);
    const { user } = renderApp(<NewOrder />, { path: '/mypage/fulfillment/orders/new' });
    const zip = screen.getByLabelText(/우편번호/);
    await user.click(zip);
    await user.paste('0623612345');
    await user.click(screen.getByRole('button', { name: '주문 등록' }));
    expect((zip as HTMLInputElement).value).toBe('0623612345');
    await waitFor(() => expect(descriptionOf(zip)).toContain(FULFILLMENT_FIELD_MESSAGES.ko.zipCode));
    expect(api.sent('POST /api/fulfillment/orders')).toHaveLength(0);
  });

  test('a quantity of −3 is kept as typed and refused with the range, nothing sent', async () => {
    const api = fakeApi(CATALOG);
    const { user } = renderApp(<NewOrder />, { path: '/mypage/fulfillment/orders/new' });
    const quantity = screen.getByRole('textbox', { name: /^수량/ });
    expect(descriptionOf(quantity)).toBe('1~1,000,000');
    await user.clear(quantity);
    await user.type(quantity, '-3');
    await user.click(screen.getByRole('button', { name: '주문 등록' }));
    expect((quantity as HTMLInputElement).value).toBe('-3'); // not made 3
    await waitFor(() => expect(isInvalid(quantity)).toBe(true));
    expect(descriptionOf(quantity)).toBe('1 이상이어야 합니다 1~1,000,000');
    expect(api.sent('POST /api/fulfillment/orders')).toHaveLength(0);
  });

  test('the delivery note counts its characters; pasted past the limit it is kept whole and refused', async () => {
    const api = fakeApi(CATALOG);
    const { user } = renderApp(<NewOrder />, { path: '/mypage/fulfillment/orders/new' });
    const memo = screen.getByRole('textbox', { name: /배송 메모/ });
    expect(descriptionOf(memo)).toContain('0 / 500자');
    await user.click(memo);
    await user.paste('가'.repeat(MAX_ORDER_MEMO_LENGTH + 2));
    expect(descriptionOf(memo)).toContain('502 / 500자');
    await user.click(screen.getByRole('button', { name: '주문 등록' }));
    expect((memo as HTMLTextAreaElement).value).toHaveLength(MAX_ORDER_MEMO_LENGTH + 2);
    await waitFor(() => expect(isInvalid(memo)).toBe(true));
    expect(api.sent('POST /api/fulfillment/orders')).toHaveLength(0);
  });
});
