import { fakeApi } from '@baro/client/testing';
import { ORDER_STATUSES } from '@baro/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { OrderList } from './OrderList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, status === 'allocated' ? 3 : 0]));
const order = {
  id: 'ord_01HZX4ORDER0001',
  orderNo: 'SO-20260304-0001',
  status: 'allocated',
  promisedShipDate: '2026-03-04',
  recipientName: '홍길동',
  channelOrderNo: null,
  teamName: '바로무역',
  firstItemName: '바로 물티슈 100매',
  itemCount: 3,
  quantity: 7,
  createdAt: '2026-03-04T01:30:00Z',
  shippedAt: null,
} as const;

describe('shipping orders', { timeout: 20_000 }, () => {
  it("lists every team's orders with counts per status and filters through the address", async () => {
    const api = fakeApi({ 'GET /api/warehouse/orders': { body: { ...pageOf([order]), counts } } });
    const { user, router } = renderApp(<OrderList />, { path: '/fulfillment/orders' });
    const row = (await screen.findByText('SO-20260304-0001')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('바로무역');
    expect(row.textContent).toContain('바로 물티슈 100매 외 2건');
    expect(row.textContent).toContain('2026년 3월 4일');
    await user.click(screen.getByRole('tab', { name: '재고 확보 3' }));
    expect(router.state.location.search).toContain('status=allocated');
    expect(api.sent('GET /api/warehouse/orders').at(-1)?.path).toContain('status=allocated');
    await user.type(screen.getByRole('textbox', { name: '검색' }), '홍길동');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(api.sent('GET /api/warehouse/orders').at(-1)?.path).toContain(`q=${encodeURIComponent('홍길동')}`);
  });

  it('says when nothing matches, in English', async () => {
    fakeApi({ 'GET /api/warehouse/orders': { body: { ...pageOf([]), counts } } });
    renderApp(<OrderList />, { path: '/fulfillment/orders?promisedShipDate=2026-03-05', language: 'en' });
    expect(await screen.findByText('No orders match')).toBeTruthy();
  });
});
