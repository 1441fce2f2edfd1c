import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { isInvalid } from '../../../test/dom.ts';
import { kitFixture, pageFixture, skuListItemFixture } from '../../../test/fulfillment-fixtures.ts';
import { selectInput } from '../../../test/pickers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { EditKit } from './EditKit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KIT = 'GET /api/fulfillment/group/gsk_01HZXGIFTSET';
const PATCH = 'PATCH /api/fulfillment/group/gsk_01HZXGIFTSET';
const path = '/mypage/fulfillment/kits/gsk_01HZXGIFTSET/edit';

describe('EditKit', { timeout: 30_000 }, () => {
  test('starts from the kit as it is, and saves the new name and components, then shows the kit', async () => {
    const api = fakeApi({
      [KIT]: { body: kitFixture() },
      'GET /api/fulfillment/sku': { body: pageFixture([skuListItemFixture()]) },
      [PATCH]: { body: kitFixture({ name: '선물 세트 B' }) },
    });
    const { user, router } = renderApp(<EditKit groupSkuId="gsk_01HZXGIFTSET" />, { path });
    const name = await screen.findByLabelText(/세트 이름/);
    expect((name as HTMLInputElement).value).toBe('선물 세트 A');
    expect((selectInput(/상품 선택 1/) as HTMLInputElement).value).toBe(
      '바로 텀블러 500ml 화이트 (8801234567893)',
    );
    expect((selectInput(/상품 선택 2/) as HTMLInputElement).value).toBe(
      '스테인리스 빨대 세트 (BR0000000017)',
    );
    expect(screen.getByText(/이미 들어온 주문은 그대로 출고됩니다/)).toBeTruthy();

    await user.clear(name);
    await user.type(name, '선물 세트 B');
    const quantities = screen.getAllByRole('textbox', { name: /세트당 수량/ });
    await user.clear(quantities[1] as HTMLElement);
    await user.type(quantities[1] as HTMLElement, '3');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/mypage/fulfillment/kits/gsk_01HZXGIFTSET'),
    );
    expect(api.sent(PATCH)[0]?.body).toEqual({
      name: '선물 세트 B',
      components: [
        { skuId: 'sku_01HZXTUMBLER', quantity: 2 },
        { skuId: 'sku_01HZXSTRAWXX', quantity: 3 },
      ],
    });
  });

  test('an emptied name is refused in English before anything is sent', async () => {
    const api = fakeApi({
      [KIT]: { body: kitFixture() },
      'GET /api/fulfillment/sku': { body: pageFixture([skuListItemFixture()]) },
    });
    const { user } = renderApp(<EditKit groupSkuId="gsk_01HZXGIFTSET" />, { path, language: 'en' });
    const name = await screen.findByLabelText(/Kit name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(isInvalid(name)).toBe(true));
    expect(api.sent(PATCH)).toHaveLength(0);
  });

  test('withdrawn meanwhile: the server’s refusal is shown above the form', async () => {
    fakeApi({
      [KIT]: { body: kitFixture() },
      'GET /api/fulfillment/sku': { body: pageFixture([skuListItemFixture()]) },
      [PATCH]: {
        status: 409,
        body: { code: 'KIT_WITHDRAWN', message: '철회된 세트 상품은 수정할 수 없습니다.' },
      },
    });
    const { user } = renderApp(<EditKit groupSkuId="gsk_01HZXGIFTSET" />, { path });
    await screen.findByLabelText(/세트 이름/);
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('철회된 세트 상품은 수정할 수 없습니다.')).toBeTruthy();
  });

  test('a withdrawn kit offers no form, only why and the way to its page', async () => {
    fakeApi({ [KIT]: { body: kitFixture({ status: 'withdrawn', withdrawnAt: '2026-12-08T03:00:00Z' }) } });
    renderApp(<EditKit groupSkuId="gsk_01HZXGIFTSET" />, { path });
    expect(await screen.findByText(/철회된 세트입니다/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: '세트 상품 상세' }).getAttribute('href')).toBe(
      '/mypage/fulfillment/kits/gsk_01HZXGIFTSET',
    );
  });
});
