import { fakeApi, type SentRequest } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { orderListItemFixture, orderPageFixture } from '../../../test/fulfillment-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { OrderList } from './OrderList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const query = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(request?.path ?? '/', 'http://localhost').searchParams);

describe('OrderList', { timeout: 20_000 }, () => {
  test('status tabs with their counts; each order with its recipient, items and promised day', async () => {
    fakeApi({
      'GET /api/fulfillment/orders': {
        body: orderPageFixture([orderListItemFixture()], { allocated: 4, waiting: 1, shipped: 7 }),
      },
    });
    renderApp(<OrderList />, { path: '/mypage/fulfillment/orders' });
    const link = await screen.findByRole('link', { name: 'FO261128-00001' });
    expect(link.getAttribute('href')).toBe('/mypage/fulfillment/orders/ord_01HZXORDER01');
    const row = link.closest('li') as HTMLElement;
    expect(row.textContent).toContain('이받음 · 선물 세트 A 외 2건 · 5개');
    expect(row.textContent).toContain('출고 예정일 2026년 11월 30일');
    expect(row.textContent).toContain('재고 확보');
    const tabs = screen.getByRole('tablist', { name: '주문 상태' });
    expect(within(tabs).getByRole('tab', { name: '전체 12' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: '재고 대기 1' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: '출고 완료 7' })).toBeTruthy();
  });

  test('a tab and a search are asked of the server and kept in the address', async () => {
    const api = fakeApi({
      'GET /api/fulfillment/orders': { body: orderPageFixture([orderListItemFixture()]) },
    });
    const { user, router } = renderApp(<OrderList />, { path: '/mypage/fulfillment/orders' });
    await screen.findByRole('link', { name: 'FO261128-00001' });
    await user.click(screen.getByRole('tab', { name: /재고 대기/ }));
    await waitFor(() =>
      expect(query(api.sent('GET /api/fulfillment/orders').at(-1))).toMatchObject({ status: 'waiting' }),
    );
    await user.type(screen.getByRole('searchbox', { name: '검색' }), '이받음{Enter}');
    await waitFor(() =>
      expect(query(api.sent('GET /api/fulfillment/orders').at(-1))).toEqual({
        status: 'waiting',
        q: '이받음',
        page: '1',
        size: '20',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('waiting');
  });

  test('no orders yet: the way to enter one', async () => {
    fakeApi({ 'GET /api/fulfillment/orders': { body: orderPageFixture([]) } });
    renderApp(<OrderList />, { path: '/mypage/fulfillment/orders', language: 'en' });
    expect(await screen.findByText('No shipping orders yet.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New order' })[0]?.getAttribute('href')).toBe(
      '/mypage/fulfillment/orders/new',
    );
  });
});
