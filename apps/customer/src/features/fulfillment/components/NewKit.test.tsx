import { fakeApi } from '@baro/client/testing';
import { FULFILLMENT_FIELD_MESSAGES } from '@baro/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { descriptionOf, isInvalid } from '../../../test/dom.ts';
import { kitFixture, pageFixture, skuListItemFixture } from '../../../test/fulfillment-fixtures.ts';
import { chooseOption } from '../../../test/pickers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { NewKit } from './NewKit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SKUS = pageFixture([
  skuListItemFixture(),
  skuListItemFixture({ id: 'sku_01HZXSTRAWXX', name: '스테인리스 빨대 세트', barcode: 'BR0000000017' }),
]);

describe('NewKit', { timeout: 30_000 }, () => {
  test('components are picked by searching, the same SKU twice is refused, and the kit is created', async () => {
    const api = fakeApi({
      'GET /api/fulfillment/sku': { body: SKUS },
      'POST /api/fulfillment/group': { status: 201, body: kitFixture({ id: 'gsk_new' }) },
    });
    const { user, router } = renderApp(<NewKit />, { path: '/mypage/fulfillment/kits/new' });
    await user.type(screen.getByLabelText(/세트 이름/), '선물 세트 A');

    await chooseOption(user, /상품 선택 1/, '바로 텀블러 500ml 화이트 (8801234567893)');
    await user.click(screen.getByRole('button', { name: '구성품 추가' }));
    await chooseOption(user, /상품 선택 2/, '바로 텀블러 500ml 화이트 (8801234567893)');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(FULFILLMENT_FIELD_MESSAGES.ko.duplicateSku)).toBeTruthy();
    expect(api.sent('POST /api/fulfillment/group')).toHaveLength(0);

    await chooseOption(user, /상품 선택 2/, '스테인리스 빨대 세트 (BR0000000017)');
    await user.clear(screen.getAllByRole('textbox', { name: /세트당 수량/ })[0] as HTMLElement);
    await user.type(screen.getAllByRole('textbox', { name: /세트당 수량/ })[0] as HTMLElement, '2');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/fulfillment/kits/gsk_new'));
    expect(api.sent('POST /api/fulfillment/group')[0]?.body).toEqual({
      name: '선물 세트 A',
      components: [
        { skuId: 'sku_01HZXTUMBLER', quantity: 2 },
        { skuId: 'sku_01HZXSTRAWXX', quantity: 1 },
      ],
    });
  });

  test('a line without a SKU is required', async () => {
    const api = fakeApi({ 'GET /api/fulfillment/sku': { body: SKUS } });
    const { user } = renderApp(<NewKit />, { path: '/mypage/fulfillment/kits/new' });
    await user.type(screen.getByLabelText(/세트 이름/), '세트');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(FULFILLMENT_FIELD_MESSAGES.ko.required)).toBeTruthy();
    expect(api.sent('POST /api/fulfillment/group')).toHaveLength(0);
  });

  test('a per-kit quantity of −3 is kept as typed and refused with the range, nothing sent', async () => {
    const api = fakeApi({ 'GET /api/fulfillment/sku': { body: SKUS } });
    const { user } = renderApp(<NewKit />, { path: '/mypage/fulfillment/kits/new' });
    await user.type(screen.getByLabelText(/세트 이름/), '세트');
    const quantity = screen.getByRole('textbox', { name: /세트당 수량/ });
    expect(descriptionOf(quantity)).toBe('1~1,000,000');
    await user.clear(quantity);
    await user.type(quantity, '-3');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(isInvalid(quantity)).toBe(true));
    expect((quantity as HTMLInputElement).value).toBe('-3'); // not made 3
    expect(descriptionOf(quantity)).toBe('1 이상이어야 합니다 1~1,000,000');
    expect(api.sent('POST /api/fulfillment/group')).toHaveLength(0);
  });
});
